import MemlabCore

/// The human summary of one run, printed on stdout.
struct Summary {
    let record: RunRecord
    let resultPath: String?
    let terminal: Terminal
    let verbose: Bool
    /// The options the probe's header set (`--pushes 20 (probes/a.js:2)`), when it set any.
    var header: String? = nil

    /// "1 push", "2 pushes": a count with its noun, singular or plural as the count says.
    static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? singular : plural ?? singular + "s")
    }

    static func checkpointText(_ value: Double) -> String {
        guard value.isFinite else { return "not a number" }
        // Whole numbers print as such only where Int64 holds them exactly.
        let whole = value == value.rounded() && abs(value) < 9.0e15
        if value >= 1024 && whole { return "\(ByteSize(bytes: Int64(value))) (\(Int64(value)) bytes)" }
        return whole ? String(Int64(value)) : String(value)
    }

    var text: String {
        var lines: [String] = []
        let row = { (label: String, value: String) in
            lines.append(terminal.dim(label.padding(toLength: 11, withPad: " ", startingAt: 0)) + value)
        }
        let jsc = record.runtime.jscVersion.map { "JavaScriptCore \($0) (WebKitGTK)" } ?? "JavaScriptCore (version unknown)"
        lines.append(terminal.bold("memlab \(record.memlabVersion)") + " · \(jsc) · JIT \(record.runtime.jit ? "on" : "off")")
        row("probe", record.probe.path)
        if let header { row("header", header) }
        row(
            "ceiling",
            "\(ByteSize(bytes: record.ceiling.limitBytes)) via \(record.ceiling.backend.rawValue) (\(record.ceiling.chosen.rawValue)): \(record.ceiling.detail)"
        )
        if let note = record.ceiling.backendNote { row("", note) }
        if let baseline = record.baseline {
            var text = "\(ByteSize(bytes: baseline.footprintBytes)) footprint before the probe"
            if let headroom = record.headroomBytes { text += ", leaving \(ByteSize(bytes: headroom)) of headroom" }
            if let boot = baseline.bootSeconds { text += ", runtime up in \(Int((boot * 1000).rounded())) ms" }
            row("baseline", text)
            memoryBudgetRows(row)
        }
        // The engine's sizing when something shaped it (device mode's modelled RAM, an
        // --engine-option) or it could not be read; this machine's own, only with --verbose.
        let runtime = record.runtime
        let shaped = runtime.modelledRAMSizeBytes != nil || !(runtime.engineOptions ?? []).isEmpty || runtime.ramSizeBytes == nil
        if verbose || shaped, let engine = Summary.engineText(runtime) { row("engine", engine) }
        lifecycleRows(row)
        if record.pushes.count > 1 || (record.verdict != nil) {
            manyPushes(row)
        } else {
            for push in record.pushes { onePush(push, row) }
        }
        // Many-push runs show them beside the verdict; a run without one shows them here.
        if record.verdict == nil { explainRows(row) }
        // Where the store was, when the worker opened it and no row above said how it grew.
        if let storage = record.storage, record.verdict.flatMap({ Summary.storageText($0, storage) }) == nil {
            row("storage", Summary.storageState(storage, bytes: record.pushes.last?[.storageBytes]))
        }
        deviceRows(row)
        ending(row)
        return lines.joined(separator: "\n")
    }

    /// `--brief`: the run in one line, for a CI log: the probe, the ceiling, how the pushes and the
    /// run ended, the peak or the lowest headroom, the verdict, any problem, the budget, the record.
    var briefLine: String {
        var parts = [record.probe.path, "ceiling \(ByteSize(bytes: record.ceiling.limitBytes))"]
        // Off the columns, as the summary's rows: a million pushes are not put together one by one.
        let modified = record.pushes.count(of: .modified)
        if record.pushes.count == 1, let push = record.pushes.first {
            parts.append(push.outcome == .modified ? "modified" : "original content (\(push.reasonText))")
        } else if !record.pushes.isEmpty {
            parts.append("\(Summary.count(record.pushes.count, "push", "pushes")), \(modified) modified")
        }
        parts.append(Summary.endWords(record.end.kind))
        if record.pushes.count > 1, let worst = Summary.highestPeak(record.pushes) {
            parts.append("lowest headroom \(ByteSize(bytes: max(0, record.ceiling.limitBytes - worst.bytes)))")
        } else if let peak = record.peakFootprintBytes {
            parts.append("peak \(ByteSize(bytes: peak))")
        }
        if let verdict = record.verdict, verdict.kind != .insufficient {
            let slope = ByteSize.format(Int64(verdict.slopeBytesPerPush.rounded()))
            parts.append("\(verdict.kind == .slowing ? "growing but slowing" : verdict.kind.rawValue) \(slope) per push")
        }
        let distinct = Set(record.pushes.problemPositions.flatMap { record.pushes[$0].problems ?? [] })
        let problems = distinct.count + min(record.problems.count, 3)
        if problems > 0 { parts.append(Summary.count(problems, "problem")) }
        let timers = Summary.pendingTimers(record.pushes).count
        if timers > 0 { parts.append("timers pending in \(Summary.count(timers, "push", "pushes"))") }
        if let budget = record.budget, record.end.kind != .probeError {
            if !budget.broken.isEmpty {
                parts.append("budget broken (\(budget.broken.map { $0.figure == .outcome ? "outcome" : $0.title }.joined(separator: ", ")))")
            } else if budget.checks.contains(where: { $0.origin != nil }) {
                parts.append("budget kept")
            }
        }
        if let resultPath { parts.append(resultPath) }
        return parts.joined(separator: " · ")
    }

    /// How a run ended, in the words the `ended` line starts with.
    static func endWords(_ kind: RunEnd.Kind) -> String {
        switch kind {
        case .completed: "completed"
        case .killedAtCeiling: "killed at the ceiling"
        case .expired: "expired"
        case .crashed: "crashed"
        case .probeError: "probe error"
        case .workerError: "worker error"
        case .interrupted: "interrupted"
        }
    }

    static func sparkline(_ values: [Double], width: Int = 60) -> String {
        guard let low = values.min(), let high = values.max(), !values.isEmpty else { return "" }
        let bars = Array("▁▂▃▄▅▆▇█")
        // Bucket to the width by taking each bucket's maximum (a spike must stay visible).
        let buckets = min(width, values.count)
        var out = ""
        for bucket in 0..<buckets {
            let start = bucket * values.count / buckets
            let end = max(start + 1, (bucket + 1) * values.count / buckets)
            let value = values[start..<end].max() ?? low
            let level = high > low ? Int(((value - low) / (high - low) * Double(bars.count - 1)).rounded()) : 0
            out.append(bars[level])
        }
        return out
    }

    func manyPushes(_ row: (String, String) -> Void) {
        // Off the columns: a run of a million pushes is not put together push by push.
        let modified = record.pushes.count(of: .modified)
        var reasons: [String: Int] = [:]
        for position in record.pushes.indices where record.pushes.outcome(at: position) != .modified {
            reasons[record.pushes.reasonText(at: position), default: 0] += 1
        }
        var text = "\(record.pushes.count) into one worker"
        switch record.isolation {
        case .process?: text = "\(record.pushes.count), a fresh worker process each"
        case .none?: text += " (one context for every push)"
        case .group?: text += " (a fresh context group per push)"
        case .context?: text += " (a fresh context per push)"
        case nil: break
        }
        if record.device != nil { text = text.replacingOccurrences(of: "into one worker", with: "as on the device, a worker reused until killed") }
        text += ": \(modified) modified"
        for (reason, count) in reasons.sorted(by: { $0.key < $1.key }) { text += ", \(count) original content (\(reason))" }
        row("pushes", text)
        notificationRows(row)
        if let lowest = Summary.lowestHeadroom(record) { row("headroom", lowest) }
        if let verdict = record.verdict {
            let slope =
                "\(ByteSize.format(Int64(verdict.slopeBytesPerPush.rounded()))) per push (95% CI \(ByteSize.format(Int64(verdict.slopeLowBytesPerPush.rounded()))) to \(ByteSize.format(Int64(verdict.slopeHighBytesPerPush.rounded()))))"
            let word: String
            switch verdict.kind {
            case .flat: word = terminal.green("flat") + ": \(slope)"
            case .saturating: word = terminal.yellow("saturating") + ": grew, then stopped growing; overall \(slope)"
            case .leaking: word = terminal.red("leaking") + (verdict.attribution == .storage ? ": storage in memory, " : ": ") + slope
            case .slowing: word = terminal.yellow("growing but slowing") + ": \(slope); run at least \(verdict.suggestedPushes ?? 100) pushes to tell"
            case .insufficient:
                word =
                    "none: \(Summary.count(verdict.pushesAnalysed, "push", "pushes")) after warm-up, at least \(LeakAnalysis.minimumPushesAnalysed) are needed"
            }
            var tail = verdict.kind == .insufficient ? "" : ", \(Summary.count(verdict.pushesAnalysed, "push", "pushes")) after \(verdict.warmupPushes) warm-up"
            if let killed = verdict.killedAtPush {
                tail += "; the ceiling killed push \(killed)"
            } else if let projected = verdict.projectedPushesUntilCeiling {
                tail += "; the ceiling would kill it at about push \(projected)"
            }
            row("verdict", word + tail)
            if let reason = verdict.reason, verdict.kind != .insufficient { row("why", reason) }
            if let growth = Summary.attributionText(verdict, allocator: record.allocator, typeGrowth: record.typeGrowth, storage: record.storage) {
                row("growth", growth)
            }
            if let storage = Summary.storageText(verdict, record.storage) { row("storage", storage) }
            if let check = record.allocatorCheck {
                row("allocator", check.sentence + (check.resultFile.map { " (that run: \($0))" } ?? ""))
            }
            typeGrowthRows(row)
            explainRows(row)
            if record.isolation == .group || record.isolation == .process {
                row("contexts", "not countable across \(record.isolation == .group ? "context groups" : "processes")")
            } else if verdict.contextsRetained > 0 {
                row(
                    "contexts",
                    terminal.red("\(verdict.contextsRetained) retained")
                        + " after teardown (JS global objects still alive), from push \(verdict.contextsRetainedFromPush ?? 1)")
            } else {
                row("contexts", "none retained: every push's global object was collected")
            }
        }
        var first: Int64?, last: Int64?, low = Int64.max, high = Int64.min
        for position in record.pushes.indices {
            guard let bytes = record.pushes.value(.footprintBytes, at: position) else { continue }
            if first == nil { first = bytes }
            last = bytes
            low = min(low, bytes)
            high = max(high, bytes)
        }
        if let first, let last {
            let range =
                "footprint after each push: first \(ByteSize.format(Int64(first))), last \(ByteSize.format(Int64(last))), range \(ByteSize.format(Int64(low)))–\(ByteSize.format(Int64(high)))"
            if terminal.stdoutIsTTY {
                let footprints = record.pushes.indices.compactMap { record.pushes.value(.footprintBytes, at: $0) }.map(Double.init)
                row("trace", Summary.sparkline(footprints) + "  " + terminal.dim(range))
            } else {
                row("trace", range)
            }
        }
    }

    /// `--explain`: the largest clusters of what the run added, at most five lines, or why there are none.
    func explainRows(_ row: (String, String) -> Void) {
        for line in Summary.explainLines(record.explain) { row("kept by", line) }
        if let line = Summary.snapshotsLine(record.explain) { row("snapshots", line) }
    }

    /// `warm-up at push 10 (3,530 nodes, 12 ms), end at push 100 (...); they left 120 KiB in the worker`.
    static func snapshotsLine(_ report: ExplainReport?) -> String? {
        guard let report, !report.snapshots.isEmpty else { return nil }
        var parts = report.snapshots.map { one -> String in
            var text = "\(one.label) at push \(one.push)"
            if let error = one.error { return text + " (none: \(error))" }
            var facts: [String] = []
            if let nodes = one.nodes { facts.append(Summary.count(nodes, "node")) }
            if let seconds = one.seconds { facts.append("\(Int((seconds * 1000).rounded())) ms") }
            if let peak = one.peakFootprintBytes, let before = one.footprintBeforeBytes, peak > before {
                facts.append("+\(ByteSize.format(peak - before)) at its highest")
            }
            if !facts.isEmpty { text += " (" + facts.joined(separator: ", ") + ")" }
            return text
        }.joined(separator: ", ")
        if report.snapshots.contains(where: { $0.file != nil }) { parts += "; files beside the record" }
        if let residue = report.residueBytes, residue >= 16 << 10 {
            parts += "; they left \(ByteSize.format(residue)) in the worker, in every later sample"
        }
        if let canary = report.canaryResidueBytes, canary >= 16 << 10 {
            parts += "; the start-up canary snapshot left up to \(ByteSize.format(canary)), in every sample"
        }
        return parts
    }

    /// A run no longer than its warm-up is compared with a snapshot from before its first push.
    static func startNote(_ compared: [String]) -> [String] {
        compared.first == "start"
            ? ["(compared with a snapshot before the first push: the run is no longer than its warm-up, so first-use objects count too)"]
            : []
    }

    static func explainLines(_ report: ExplainReport?, maximum: Int = 5) -> [String] {
        guard let report else { return [] }
        guard report.available else { return [report.unavailable ?? "heap snapshots are unavailable with this JavaScriptCore"] }
        guard let compared = report.compared else {
            let failed = report.snapshots.compactMap { one in one.error.map { "\(one.label): \($0)" } }
            if !failed.isEmpty { return ["no snapshot to compare: " + failed.joined(separator: "; ")] }
            if report.snapshots.isEmpty { return ["no snapshot to compare: the run ended before the end of its warm-up"] }
            return ["no snapshot to compare: the run ended after the warm-up snapshot, before a later one"]
        }
        let clusters = report.significant
        guard !clusters.isEmpty else {
            return [
                "nothing: the \(compared.last!) snapshot holds no group of \(ExplainReport.minimumClusterObjects) or more objects the \(compared.count == 2 ? "\(compared[0]) one did not" : "run made")"
            ] + Summary.startNote(compared)
        }
        let shown = clusters.count > maximum ? Array(clusters.prefix(maximum - 1)) : clusters
        var lines = shown.map { cluster in
            "\(Summary.count(cluster.count, "object")), \(ByteSize.format(Int64(cluster.retainedBytes))) retained: \(cluster.path)"
                + (cluster.hostRootText.map { "; " + $0 } ?? "")
                + (cluster.likelyHolder.map { "; probably entries of " + $0 } ?? "")
        }
        if clusters.count > shown.count { lines.append("and \(Summary.count(clusters.count - shown.count, "more cluster")) (all in the record)") }
        return lines + Summary.startNote(compared)
    }

    /// What kinds of objects grow (at most five lines), from the per-type census.
    func typeGrowthRows(_ row: (String, String) -> Void) {
        let grew = record.verdict.map { $0.kind != .flat && $0.kind != .insufficient } ?? false
        for line in Summary.typeGrowthLines(record.typeGrowth, sayNone: grew) { row("objects", line) }
    }

    /// The lines: the growing classes, fastest first; the rest folded into the fifth line.
    /// With `sayNone`, a line also when nothing grows (the footprint grew, the objects did not).
    static func typeGrowthLines(_ report: TypeGrowthReport?, sayNone: Bool = false, maximum: Int = 5) -> [String] {
        guard let report, report.censusesFitted >= TypeGrowthAnalysis.minimumCensuses else { return [] }
        guard !report.growing.isEmpty else {
            if sayNone, !report.saturated.isEmpty {
                let shown = report.saturated.prefix(maximum)
                return shown.map { "grew, then stopped: " + $0.sentence }
            }
            guard sayNone else { return [] }
            return [
                "no kind of object grows (\(Summary.count(report.classes, "class", "classes")) counted at \(Summary.count(report.censusesFitted, "push", "pushes")) after warm-up)"
            ]
        }
        let shown = report.growing.count > maximum ? Array(report.growing.prefix(maximum - 1)) : report.growing
        var lines = shown.map { "growing: " + $0.sentence }
        let rest = report.growing.count - shown.count
        if rest > 0 {
            lines.append(
                "and \(Summary.count(rest, "more growing class", "more growing classes")) ("
                    + report.growing.dropFirst(shown.count).prefix(4).map(\.className).joined(separator: ", ")
                    + (rest > 4 ? ", ..." : "") + "; all in the record)")
        }
        return lines
    }

    /// "lowest 1.2 MiB, at push 37": where a run of many pushes came closest to the ceiling,
    /// from each push's peak (jetsam kills on the peak, not on the after-GC sample).
    static func lowestHeadroom(_ record: RunRecord) -> String? {
        guard let worst = highestPeak(record.pushes) else { return nil }
        let limit = record.ceiling.limitBytes
        let what = worst.exact ? "the cgroup's exact peak charge" : "the highest footprint sampled"
        return
            "lowest \(ByteSize(bytes: max(0, limit - worst.bytes))), at push \(worst.push) (\(what), \(ByteSize(bytes: worst.bytes)) of \(ByteSize(bytes: limit)))"
    }

    /// The push whose peak use of the ceiling was highest (`PushRecord.peakUseBytes`: the exact
    /// charge where there is one), read off the columns.
    static func highestPeak(_ pushes: PushList) -> (push: Int, bytes: Int64, exact: Bool)? {
        var worst: (push: Int, bytes: Int64, exact: Bool)?
        for position in pushes.indices {
            let charge = pushes.value(.peakChargeBytes, at: position)
            guard let bytes = charge ?? pushes.value(.peakFootprintBytes, at: position) else { continue }
            if worst == nil || bytes > worst!.bytes { worst = (pushes.pushIndex(at: position), bytes, charge != nil) }
        }
        return worst
    }

    /// Each push with timers still pending at its end, and how many, read off the column.
    static func pendingTimers(_ pushes: PushList) -> [(push: Int, timers: Int)] {
        pushes.indices.compactMap { position in
            pushes.value(.timersPending, at: position).flatMap { $0 > 0 ? (pushes.pushIndex(at: position), Int($0)) : nil }
        }
    }

    /// Where the growth is, in words a user acts on.
    /// One rule for the growth line and the `objects` rows below it (issue 30, item 5): the JS
    /// heap's size is what the line speaks of, never "your objects", which the census may show
    /// growing (their contents outside the heap: typed arrays' and strings' bytes) or grown.
    static func attributionText(
        _ verdict: LeakVerdict, allocator: RunPlan.Allocator?, typeGrowth: TypeGrowthReport? = nil, storage: StorageRecord? = nil
    ) -> String? {
        guard let attribution = verdict.attribution, let sources = verdict.sources else { return nil }
        func perPush(_ value: Double?) -> String { ByteSize.format(Int64((value ?? 0).rounded())) }
        switch attribution {
        case .retainedContexts:
            return
                "in retained contexts: \(Summary.count(verdict.contextsRetained, "global object")) still alive after teardown; something (often the host) still references each push's context"
        case .storage where storage?.storedIn == .disk:
            // On disk, the store's memory is SQLite's page cache: bounded, it rises, then stops.
            let cache = storage.map { ByteSize.format($0.pageCacheBytes) } ?? "512 KiB"
            return
                "in storage: SQLite's page cache (at most \(cache)) filled as IndexedDB and the caches were read and written, then stopped; the database itself is on disk"
        case .storage:
            // The store is in the worker's memory (--storage-in memory), so what it holds is
            // footprint: said as such, with what else grows beside it.
            let stored = perPush(sources.storageMemoryBytesPerPush ?? sources.storageBytesPerPush)
            let heap = sources.jsHeapBytesPerPush.map { ", the JS heap \(perPush($0)) per push" } ?? ""
            let store = storage?.largestStore.map { ", most of it in \($0.name)" } ?? ""
            return
                "in storage: IndexedDB and the caches hold \(stored) more per push in the worker's memory (--storage-in memory\(store); the footprint \(perPush(sources.footprintBytesPerPush)) per push\(heap)); what a push stores and never deletes stays for every later push of the process"
        case .jsObjects:
            let objects = sources.objectsPerPush.map { ", \(Summary.count(Int($0.rounded()), "object")) per push" } ?? ""
            return "in JS objects: the JS heap keeps \(perPush(sources.jsHeapBytesPerPush)) more per push\(objects)"
        case .outsideJSHeap:
            let flat = "the JS heap is not growing (\(perPush(sources.jsHeapBytesPerPush)) per push)"
            let heap =
                (typeGrowth?.growing.isEmpty ?? true)
                ? flat : flat + ", though objects below grow: what they hold (typed arrays' and strings' bytes) is kept outside it"
            if allocator == .malloc, let allocated = sources.mallocAllocatedBytesPerPush {
                if allocated >= 0.25 * sources.footprintBytesPerPush {
                    return "outside the JS heap: \(heap), but allocated memory rises \(perPush(allocated)) per push (jemalloc): native memory grows"
                }
                return "outside the JS heap: \(heap), and jemalloc's allocated bytes are flat (\(perPush(allocated)) per push): the allocator is keeping pages"
            }
            return
                "outside the JS heap: \(heap); JavaScriptCore's allocator or native memory holds \(perPush(sources.footprintBytesPerPush)) more per push. Run again with --allocator malloc: flat allocated bytes there mean the allocator keeps pages, not a leak"
        }
    }

    /// The storage row, when the store grows (at least `storageFloorBytesPerPush`): where, how
    /// fast, its largest table, and what the memory does beside it. The same rule as the verdict's
    /// attribution: the store's memory is memory, the file's growth is not.
    static func storageText(_ verdict: LeakVerdict, _ storage: StorageRecord?) -> String? {
        guard verdict.kind != .insufficient, let sources = verdict.sources, let stored = sources.storageBytesPerPush,
            stored >= storageFloorBytesPerPush
        else { return nil }
        func perPush(_ value: Double) -> String { ByteSize.format(Int64(value.rounded())) + " per push" }
        let onDisk = storage?.storedIn != .memory
        var text = "grows \(perPush(stored)) " + (onDisk ? "on disk" : "in the worker's memory")
        if let store = storage?.largestStore {
            text += " (\(store.name): \(store.entries) \(store.entries == 1 ? "entry" : "entries"), \(ByteSize.format(store.bytes)))"
        }
        switch verdict.kind {
        case .flat, .insufficient:
            text += "; memory flat"
        case .saturating:
            text += verdict.attribution == .storage ? "; memory rose as SQLite's page cache filled, then stopped" : "; memory rose, then stopped"
        case .leaking, .slowing:
            text += verdict.attribution == .storage ? "; that is the memory's growth" : "; memory grows \(perPush(verdict.slopeBytesPerPush)), not the store's"
        }
        if onDisk, let cache = storage?.pageCacheBytes { text += " (SQLite's page cache, at most \(ByteSize.format(cache)), is what the worker keeps of it)" }
        return text
    }

    /// Where the store was and what it held at the end: "on disk, 172 KiB (IndexedDB 'inbox' store
    /// 'messages': 3 entries, 48 KiB); SQLite's page cache at most 512 KiB".
    static func storageState(_ storage: StorageRecord, bytes: Int64?) -> String {
        var text = storage.storedIn == .disk ? "on disk" : "in the worker's memory (--storage-in memory)"
        if let bytes { text += ", \(ByteSize.format(bytes))" }
        if let store = storage.largestStore {
            text += " (\(store.name): \(store.entries) \(store.entries == 1 ? "entry" : "entries"), \(ByteSize.format(store.bytes)))"
        }
        if storage.storedIn == .disk { text += "; SQLite's page cache at most \(ByteSize.format(storage.pageCacheBytes))" }
        return text
    }

    /// Below this the store's growth is not worth a row (a key generator's counter, a timestamp).
    static let storageFloorBytesPerPush = 256.0

    func onePush(_ push: PushRecord, _ row: (String, String) -> Void) {
        let outcome: String
        if push.outcome == .modified {
            outcome = terminal.green("modified") + ": the notification below would be shown"
        } else {
            outcome = terminal.yellow("original content") + ": " + push.reasonText
        }
        row("push \(push.index)", outcome)
        if let exception = push.exception {
            row("", exception.located(defaultFile: record.probe.path))
        }
        if let notification = push.notification {
            let title = notification["title"]?.stringValue ?? "(untitled)"
            let body = notification["body"]?.stringValue.map { " — \($0)" } ?? ""
            row("", "notification: \"\(title)\"\(body)")
        }
        extraNotificationRows(push, row)
    }

    func ending(_ row: (String, String) -> Void) {
        let endText: String
        switch record.end.kind {
        case .completed: endText = terminal.green("completed")
        case .killedAtCeiling:
            // The finding first: what grew, from when, until the kill.
            if let verdict = record.verdict, verdict.kind == .leaking || verdict.kind == .slowing, let killed = verdict.killedAtPush {
                let pace = ByteSize.format(Int64(verdict.slopeBytesPerPush.rounded()))
                let growing = verdict.kind == .leaking ? "leaking" : "growing (but slowing)"
                endText =
                    terminal.red("killed at push \(killed)") + " after \(growing) \(pace) per push from push \(verdict.warmupPushes + 1): " + record.end.message
            } else {
                endText = terminal.red("killed at the ceiling") + ": " + record.end.message
            }
        case .expired: endText = terminal.yellow("expired") + ": " + record.end.message
        case .crashed: endText = terminal.red("crashed") + ": " + record.end.message
        // The sentence itself is on stderr, once.
        case .probeError where record.end.message.contains("the storage file ") || record.end.message.contains("storage directory "):
            // The storage directory's database, refused before any push (StorageHost.check).
            endText = terminal.red("storage error") + ": the storage database was refused or could not be opened (why is on stderr)"
        case .probeError: endText = terminal.red("probe error") + ": it did not load (the error, with its line, is on stderr)"
        case .workerError: endText = terminal.red("worker error") + ": " + record.end.message
        case .interrupted: endText = terminal.yellow("interrupted") + ": " + record.end.message
        }
        row("ended", endText)
        if let peak = record.peakFootprintBytes {
            var text = "\(ByteSize(bytes: peak)) footprint"
            if let cgroupPeak = record.ceiling.cgroupPeakBytes { text += " (cgroup's peak charge \(ByteSize(bytes: cgroupPeak)))" }
            if let overshoot = record.ceiling.overshootBytes { text += " (watchdog fired \(ByteSize(bytes: overshoot)) past the limit)" }
            row("peak", text)
        }
        if let last = record.lastCheckpoint {
            var text = Summary.checkpointText(last.value)
            text += " at footprint \(ByteSize(bytes: last.footprintBytes))"
            let count = record.checkpoints.count + record.checkpointsDropped
            text += ", \(count) checkpoint\(count == 1 ? "" : "s")"
            row("checkpoint", "last " + text)
        }
        if verbose {
            for line in record.console { row("console", "[\(line.level)] \(line.text)") }
        } else if !record.console.isEmpty {
            row("console", "\(record.console.count) line\(record.console.count == 1 ? "" : "s") (shown with --verbose)")
        }
        problemRows(row)
        timerRows(row)
        for problem in record.problems.prefix(3) { row("warning", problem) }
        for warning in Capabilities.warnings(record.runtime.capabilities) { row("warning", warning) }
        if let typeCounts = record.runtime.typeCounts, !typeCounts.active {
            // Not "NAME inactive:": that is the hooks' warning (runtime.capabilities), and this is no hook.
            row("warning", "\(typeCounts.detail ?? "no per-type object counts"); memlab cannot say which kinds of objects grow")
        }
        budgetRows(row)
        if let resultPath { row("result", resultPath) }
    }

    /// The budget: each broken check in a sentence; the kept ones on one line, when any was declared.
    func budgetRows(_ row: (String, String) -> Void) {
        guard let result = record.budget, record.end.kind != .probeError else { return }
        for check in result.broken { row("budget", terminal.red("broken") + ": " + check.sentence) }
        let kept = result.checks.filter { $0.passed && ($0.origin != nil || $0.figure != .outcome) }
        guard !kept.isEmpty else { return }
        let text = kept.map { check -> String in
            switch check.figure {
            case .outcome: return "outcome \(check.actual) as --expect \(check.budget)"
            case .headroom: return "headroom \(check.actual) ≥ \(check.budget)"
            default: return "\(check.title) \(check.actual) ≤ \(check.budget)"
            }
        }.joined(separator: ", ")
        row("budget", terminal.green("kept") + ": " + text)
    }
}
