"""Alert sounds of the clock screen (one minute left, level up, break start and end, the last
ten seconds): short WAV tones made with the standard library's ``wave`` module."""
