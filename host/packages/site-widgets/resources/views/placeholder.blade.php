<div {{ $placeholderAttributes() }}>{{ $slot }}</div>
