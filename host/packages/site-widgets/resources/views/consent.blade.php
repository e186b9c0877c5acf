@if ($scriptNonce !== null)
<script nonce="{{ $scriptNonce }}">
@else
<script>
@endif
{!! $source !!}
</script>
