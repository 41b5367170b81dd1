#!/usr/bin/env bash
# Synthesizes the game's sound effects and music loop with sox and encodes them as mp3
# with lame into assets/sound/. The sounds are this project's own work (CC0 1.0, see
# assets/sound/LICENSE.md). Running it again gives the same bytes: sox runs in repeatable
# mode (-R) without dither (-D) and lame writes no tags.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v sox >/dev/null || need+=(sox)
command -v lame >/dev/null || need+=(lame)
if ((${#need[@]})); then
	sudo=""
	[ "$(id -u)" -eq 0 ] || sudo=sudo
	$sudo apt-get install -y "${need[@]}"
fi

out=assets/sound
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rate=44100

# synth NAME SOX-EFFECTS... makes $tmp/NAME.wav from silence.
synth() {
	local name=$1
	shift
	sox -R -D -n -r $rate -c 1 -b 16 "$tmp/$name.wav" "$@"
}

# A wooden stand set down: a short low thump under a filtered knock.
synth thump synth 0.12 sine 150 fade q 0.002 0.12 0.1 gain -4
synth knock synth 0.07 brownnoise bandpass 700 1.5q fade q 0.001 0.07 0.06 gain 2
sox -R -D -m "$tmp/thump.wav" "$tmp/knock.wav" "$tmp/stand.wav" gain -3

# A restaurant opens: a small bell.
synth restaurant synth 0.7 sine 1318.5 sine 1975.5 sine 2637 remix - fade q 0.003 0.7 0.65 gain -16

# Customers arrive: a soft, short shuffle of steps.
synth customers synth 0.45 pinknoise gain -15 lowpass 1200 tremolo 8 80 fade h 0.05 0.45 0.25

# One coin: a bright clink.
synth coin synth 0.16 sine 2637 sine 3951 remix - fade q 0.001 0.16 0.15 gain -14

# Your turn: two gentle notes, E5 then A5.
synth turn1 synth 0.16 pluck 659.3 fade q 0.005 0.16 0.08 gain -8
synth turn2 synth 0.4 pluck 880 fade q 0.005 0.4 0.3 gain -8
sox -R -D "$tmp/turn1.wav" "$tmp/turn2.wav" "$tmp/turn.wav"

# A refused drop: a low, soft buzz.
synth invalid synth 0.18 square 110 gain -18 lowpass 500 fade q 0.005 0.18 0.12

# The end of a game: a rising flourish, C5 E5 G5 C6.
notes=()
for f in 523.3 659.3 784 1046.5; do
	synth "end$f" synth 0.13 pluck $f fade q 0.003 0.13 0.05 gain -8
	notes+=("$tmp/end$f.wav")
done
synth endlast synth 0.7 pluck 1046.5 pluck 1318.5 remix - fade q 0.003 0.7 0.5 gain -10
sox -R -D "${notes[@]}" "$tmp/endlast.wav" "$tmp/end.wav"

# Music: a slow plucked arpeggio in A minor, Am Dm E Am, twice with a change, in the
# manner of a Lisbon guitar; quiet, and it loops without a seam.
chords=(
	"220 261.6 329.6 440 329.6 261.6"
	"146.8 220 293.7 349.2 293.7 220"
	"164.8 207.7 246.9 329.6 246.9 207.7"
	"220 261.6 329.6 440 523.3 440"
	"220 261.6 329.6 440 329.6 261.6"
	"146.8 220 293.7 349.2 440 349.2"
	"164.8 246.9 329.6 415.3 329.6 246.9"
	"110 220 261.6 329.6 261.6 220"
)
parts=()
i=0
for chord in "${chords[@]}"; do
	for f in $chord; do
		synth "m$i" synth 0.42 pluck $f fade q 0.004 0.42 0.1 gain -6
		parts+=("$tmp/m$i.wav")
		i=$((i + 1))
	done
done
sox -R -D "${parts[@]}" "$tmp/music.wav" gain -10

for name in stand restaurant customers coin turn invalid end music; do
	lame --quiet --noreplaygain -t -b 64 -m m "$tmp/$name.wav" "$out/$name.mp3"
done
ls -l "$out"/*.mp3
