<script type="application/json" id="site-widgets-globals">{!! $json !!}</script>
