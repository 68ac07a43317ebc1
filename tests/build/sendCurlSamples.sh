#!/usr/bin/env bash
# The curl request samples of tests/build/apiSamples.test.ts, in one bash and one curl: a curl per
# sample spent most of the test's time starting curl 262 times.
# Usage: sendCurlSamples.sh DIR PARALLEL, where DIR holds the samples as 0.sh, 1.sh…
# Each sample is sourced as written, so bash parses its quoting as a reader's shell would, but `curl`
# is a function here that keeps the sample's arguments; then one curl sends them all, PARALLEL at a
# time (--next starts each sample's own set of options). For each sample it writes DIR/N.body and a
# line "N <status> <curl's error, if any>" on stdout; a sample that bash cannot run leaves DIR/N.error.
set -u
dir="$1"
transfers=()
curl() {
  transfers+=(--next --silent --output "$dir/$index.body" --write-out "$index %{http_code} %{errormsg}\n" "$@")
}
count=$(find "$dir" -name '*.sh' | wc -l)
for ((index = 0; index < count; index++)); do
  # shellcheck disable=SC1090 # the samples are the input
  source "$dir/$index.sh" 2> "$dir/$index.error" || echo "exit status $?" >> "$dir/$index.error"
  [[ -s "$dir/$index.error" ]] || rm "$dir/$index.error"
done
# The first --next would stand before any URL.
command curl --silent --parallel --parallel-max "$2" "${transfers[@]:1}"
