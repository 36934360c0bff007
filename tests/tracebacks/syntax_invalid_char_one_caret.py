# An invalid character gets one caret, whatever its UTF-8 length.
total = 3 €
