<input type="hidden" name="_revision" value="{{ $number }}">
