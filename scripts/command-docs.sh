#!/bin/sh
# Rewrites docs/commands/ from the commands' declarations: one page per command
# (`memlab help --markdown COMMAND`) and the index (README.md). HelpEndToEndTests fails when the
# pages and the binary disagree. Usage: scripts/command-docs.sh [MEMLAB] (default .build/debug/memlab).
set -eu
memlab=${1:-.build/debug/memlab}
cd "$(dirname "$0")/.."
[ -x "$memlab" ] || { echo "command-docs.sh: $memlab is not built; run swift build first" >&2; exit 66; }
rm -f docs/commands/*.md
"$memlab" help --markdown > docs/commands/README.md
for name in $("$memlab" help | sed -n 's/^  memlab \([a-z]*\) .*/\1/p; s/^  memlab \([a-z]*\)$/\1/p'); do
    "$memlab" help --markdown "$name" > "docs/commands/$name.md"
done
echo "docs/commands: $(ls docs/commands | wc -l) pages"
