<div {{ $placeholderAttributes() }}></div>
