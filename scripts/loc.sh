#!/usr/bin/env bash
# Lines of non-test code as issue 36 counts them: TS, TSX, JS, CSS outside content/, versioned_docs/, tests/ and bench/,
# test files and .d.ts left out. `scripts/loc.sh` prints the total at HEAD; `scripts/loc.sh --issues` also subtracts
# what the issues that landed after issue 36 was filed added, each merge measured against its first parent.
set -euo pipefail
cd "$(dirname "$0")/.."
counted() { grep -E '\.(ts|tsx|js|mjs|cjs|css)$' | grep -vE '^(content|versioned_docs|tests|bench)/' |
  grep -vE '\.(test|spec|build-test|site-test)\.[a-z]+$|\.d\.ts$' || true; }
total=$(git ls-files | counted | xargs cat | wc -l)
echo "non-test code at HEAD: $total lines"
[ "${1:-}" = "--issues" ] || exit 0
# What each commit added to the count, against its first parent.
added() { git diff --no-renames --numstat "$1^1" "$1" | while IFS=$'\t' read -r a r f; do
  if [ -n "$(echo "$f" | counted)" ]; then echo "$a $r"; fi; done | awk '{s += $1 - $2} END {print s + 0}'; }
declare -A ISSUE=(
  [37]="0ac3acf 71019b2"
  [38]="8997d40"
  [39]="c965137 bcaeed3 e9ba681 c8772f4 090b4e6 9118e5a 4eee7fe 0edc057 0b0e98d 45fc4a9 babbaba ba01e59 5a097c6 fa0968b 3282d0a bad5772 d7f3965 3b0c68e 843b89d 3ed3b0c bc7b848 7353d65"
  [40]="ac88a93"
)
others=0
for n in 37 38 39 40; do
  sum=0; for c in ${ISSUE[$n]}; do sum=$((sum + $(added "$c"))); done
  echo "issue $n added: $sum"; others=$((others + sum))
done
echo "other issues together: $others"
echo "today's features (HEAD minus other issues): $((total - others))"
