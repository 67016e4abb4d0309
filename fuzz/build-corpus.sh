#!/bin/sh
# Builds the seed corpus of both fuzz targets in fuzz/corpus/<target>/: the
# committed seeds, every fixture, every bad transcript of tests/bad, and a few
# sessions played by `nos simulate` (tables of 3, 4 and 5, with and without an
# injected infraction). The richer the seeds, the sooner the fuzzer reaches the
# replay's corners. Run it from anywhere; it builds `nos` if needed.
#
#   sh fuzz/build-corpus.sh            # then: cargo fuzz run raw_bytes fuzz/corpus/raw_bytes
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
cargo build --quiet --bin nos
nos="$root/target/debug/nos"

for target in raw_bytes structured; do
    corpus="fuzz/corpus/$target"
    mkdir -p "$corpus"
    cp fixtures/*.yaml "$corpus/"
    for seed in fuzz/seeds/raw_bytes/*; do
        cp "$seed" "$corpus/seed-$(basename "$seed")"
    done
    for bad in tests/bad/*.yaml; do
        cp "$bad" "$corpus/bad-$(basename "$bad")"
    done
    for players in 3 4 5; do
        for seed in 1 2; do
            "$nos" simulate --players "$players" --hands 3 --seed "$seed" \
                --output "$corpus/simulated-$players-$seed.yaml"
        done
    done
    for kind in false-nos wrong-claim out-of-turn illegal-tile wrong-block pass-while-able; do
        "$nos" simulate --players 4 --hands 2 --seed 7 --inject "$kind" \
            --output "$corpus/simulated-$kind.yaml"
    done
done
echo "seeds: $(ls fuzz/corpus/raw_bytes | wc -l) in each of fuzz/corpus/raw_bytes and fuzz/corpus/structured"
