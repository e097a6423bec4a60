import Foundation
import MemlabCore

/// The summary's lines about the device a run models: the budget split into host, runtime and
/// handler; the 80 % memory warnings; the footprint in 16 KiB pages when it differs.
extension Summary {
    /// The ceiling a run ran under, as every summary names it: "24.0 MiB, preset nse, 2.8 MiB host
    /// reserve", "30.0 MiB (--limit over preset nse's 24.0 MiB), 2.8 MiB host reserve", "24.0 MiB, a custom --limit, no host reserve".
    static func ceilingText(_ record: RunRecord) -> String {
        let limit = ByteSize(bytes: record.ceiling.limitBytes)
        let reserve = record.hostReserveBytes.map { $0 > 0 ? "\(ByteSize(bytes: $0)) host reserve" : "no host reserve" } ?? "no host reserve"
        guard let name = record.preset else { return "\(limit), a custom --limit, \(reserve)" }
        if let preset = Preset.named(name), preset.limitBytes != record.ceiling.limitBytes {
            return "\(limit) (--limit over preset \(name)'s \(ByteSize(bytes: preset.limitBytes))), \(reserve)"
        }
        return "\(limit), preset \(name), \(reserve)"
    }

    /// The ceiling in a table's cell: "24.0 MiB nse", "24.0 MiB".
    static func ceilingCell(_ record: RunRecord) -> String {
        "\(ByteSize(bytes: record.ceiling.limitBytes))" + (record.preset.map { " " + $0 } ?? "")
    }

    /// The budget split in three (host, runtime, handler): shown when a preset or a host reserve
    /// shapes it, or with --verbose; a custom --limit with no reserve has nothing to split.
    var showsMemoryBudget: Bool {
        verbose || record.preset != nil || (record.hostReserveBytes ?? 0) > 0
    }

    func memoryBudgetRows(_ row: (String, String) -> Void) {
        guard showsMemoryBudget, let reserve = record.hostReserveBytes, let runtime = record.runtimeBytes, let headroom = record.headroomBytes
        else { return }
        let limit = ByteSize(bytes: record.ceiling.limitBytes)
        let kind = record.preset.flatMap(Preset.named).map { " (\($0.kind))" } ?? ""
        var ceiling = record.preset.map { "preset \($0)\(kind)" } ?? "a custom --limit (no preset)"
        if let preset = record.preset.flatMap(Preset.named), preset.limitBytes != record.ceiling.limitBytes {
            ceiling += "; --limit overrides its \(ByteSize(bytes: preset.limitBytes))"
        }
        row("memory", "\(limit), " + ceiling)
        row("  host", "\(ByteSize(bytes: reserve)) the extension's own memory, dirtied before JavaScriptCore starts (--host-reserve)")
        row("  runtime", "\(ByteSize(bytes: runtime)) JavaScriptCore up, before the probe")
        row("  handler", "\(ByteSize(bytes: headroom)) left for the push handler")
    }

    /// The RAM size the engine sized its heap for, as the worker read it back from JSC::Heap:
    /// "heap sized for 128.0 MiB of RAM (the modelled extension's: ...; this machine's 23.54 GiB), default growth".
    static func engineText(_ runtime: RuntimeInfo) -> String? {
        var text: String
        if let ram = runtime.ramSizeBytes {
            text = "heap sized for \(ByteSize(bytes: ram)) of RAM"
            if let modelled = runtime.modelledRAMSizeBytes {
                let given = runtime.engineOptions?.contains { $0.name == "forceRAMSize" } == true
                let told = given ? "--engine-option forceRAMSize's" : "the modelled extension's: the ceiling rounded up to 128 MiB"
                text += modelled == ram ? " (\(told)" : " (memlab asked for \(ByteSize(bytes: modelled))"
                text += runtime.machineRAMSizeBytes.map { "; this machine's \(ByteSize(bytes: $0)))" } ?? ")"
            } else {
                text += " (this machine's)"
            }
            if let growth = runtime.heapGrowth { text += ", \(growth) growth" }
        } else if let reason = runtime.ramSizeFallback {
            text = "heap's RAM size unread: \(reason)"
        } else {
            return nil
        }
        if let options = runtime.engineOptions, !options.isEmpty {
            text += "; --engine-option " + options.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
        }
        return text
    }

    /// "4 KiB 10.2 MiB, 16 KiB 11.0 MiB (+7.8 %)" when the two differ by more than 5 %.
    static func largePageText(small: Int64, large: Int64?) -> String? {
        guard let large, small > 0 else { return nil }
        let difference = Double(large - small) / Double(small) * 100
        guard abs(difference) > 5 else { return nil }
        return
            "\(ByteSize(bytes: small)) in 4 KiB pages, \(ByteSize(bytes: large)) in 16 KiB pages (\(difference >= 0 ? "+" : "")\(String(format: "%.1f", difference)) %)"
    }

    func deviceRows(_ row: (String, String) -> Void) {
        if let device = record.device {
            row("device", Summary.deviceHeadline(device) + (device.gapSeconds > 0 ? ", \(device.gapSeconds) s apart" : ""))
        }
        let warned = record.pushes.warningPositions.map { record.pushes[$0] }
        if let first = warned.first {
            let level = ByteSize(bytes: record.ceiling.limitBytes * RunPlan.warningPercent / 100)
            var text = "80 % of the limit (\(level)) passed in \(Summary.count(warned.count, "push", "pushes")), first in push \(first.index)"
            if record.onWarning == .gc {
                let collected = warned.filter { $0.warning?.collectedBytes != nil }
                let freed = collected.compactMap { $0.warning?.collectedBytes }.reduce(0, +)
                let survived = warned.filter { $0.warning?.survived == true }.count
                text += "; --on-warning gc collected in \(collected.count) (\(ByteSize(bytes: freed)) given back)"
                text += ", \(survived) of \(warned.count) then ended modified"
            } else {
                let survived = warned.filter { $0.warning?.survived == true }.count
                text += "; \(survived) of \(warned.count) then ended modified (--on-warning gc answers it with a full collection)"
            }
            row("warning", text)
        }
        // The 16 KiB-page figures are for a run that counts in them (--page-size 16K), or --verbose.
        guard verbose || record.ceiling.pageSize == .large else { return }
        var lines: [String] = []
        if let baseline = record.baseline, let text = Summary.largePageText(small: baseline.footprintBytes, large: baseline.footprint16KBytes) {
            lines.append("baseline " + text)
        }
        if let last = record.pushes.last(where: { $0[.footprint16KBytes] != nil }), let small = last[.footprintBytes],
            let text = Summary.largePageText(small: small, large: last[.footprint16KBytes])
        {
            lines.append("after push \(last.index) " + text)
        }
        if record.ceiling.pageSize == .large { lines.append("the watchdog enforced the ceiling on the 16 KiB figure") }
        if !lines.isEmpty { row("16K pages", lines.joined(separator: "; ")) }
    }
}

extension Summary {
    /// "modified 97.3 % (2,919 of 3,000 pushes); 3 kills, first at push 812; 1 expiry; 4 processes".
    static func deviceHeadline(_ device: DeviceSummary) -> String {
        func count(_ n: Int) -> String {
            let formatter = NumberFormatter()
            formatter.numberStyle = .decimal
            formatter.groupingSeparator = ","
            formatter.usesGroupingSeparator = true
            return formatter.string(from: NSNumber(value: n)) ?? String(n)
        }
        var text = "modified \(String(format: "%.1f", device.modifiedPercent)) % (\(count(device.modified)) of \(count(device.pushes)) pushes)"
        text += "; \(count(device.kills)) kill\(device.kills == 1 ? "" : "s")"
        if let first = device.firstKillAtPush { text += ", first at push \(count(first))" }
        text += "; \(count(device.expiries)) expir\(device.expiries == 1 ? "y" : "ies")"
        text += "; \(count(device.processes)) process\(device.processes == 1 ? "" : "es")"
        return text
    }
}
