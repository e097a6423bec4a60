import Foundation

/// `memlab limit`: bisects the allocation a probe is asked for (the payload
/// `{"bytes": N}`) over fresh workers, to find the largest N whose push still
/// completes under the ceiling. With `pushIndex` K, N is asked of the K-th push
/// of a reused worker, after K-1 ordinary pushes: a warm process's headroom.
public struct GrowthLimitSearch {
    public var options: RunOptions
    public var field = "bytes"
    public var pushIndex = 1
    public var resolutionBytes: Int64 = 64 * 1024
    public var onTrial: ((GrowthLimit.Trial) -> Void)?
    private var knownBaselineBytes: Int64?

    public init(options: RunOptions) { self.options = options }

    func payload(_ bytes: Int64) -> [UInt8] {
        Array("{\(JSONValue.quoted(field)):\(bytes)}".utf8)
    }

    mutating func trial(_ bytes: Int64) throws(MemlabError) -> (GrowthLimit.Trial, RunRecord) {
        var trialOptions = options
        trialOptions.pushes = pushIndex
        // Ordinary pushes carry the user's payload, or ask for nothing.
        trialOptions.payload = options.payload ?? payload(0)
        trialOptions.finalPayload = payload(bytes)
        if pushIndex == 1 { trialOptions.payload = payload(bytes); trialOptions.finalPayload = nil }
        var runner = Runner(options: trialOptions)
        // One warm-up for the whole search: the first trial's worker measured the baseline.
        runner.knownBaselineBytes = knownBaselineBytes
        let record = try runner.run()
        if record.end.kind == .probeError || record.end.kind == .workerError {
            throw MemlabError(record.end.kind == .probeError ? .dataError : .software, record.end.message)
        }
        if knownBaselineBytes == nil { knownBaselineBytes = record.baseline?.footprintBytes }
        let last = record.pushes.first { $0.index == pushIndex }
        let completed = last?.outcome == .modified
        let result = GrowthLimit.Trial(
            bytes: bytes, completed: completed, end: record.end.kind,
            reason: last?.reason, peakFootprintBytes: record.peakFootprintBytes)
        onTrial?(result)
        return (result, record)
    }

    /// The search; its record is the best trial's, with the growth limit and the command's `sections` added.
    public mutating func run(sections: RecordSections = RecordSections()) throws(MemlabError) -> RunRecord {
        var trials: [GrowthLimit.Trial] = []
        let (zero, zeroRecord) = try trial(0)
        trials.append(zero)
        guard zero.completed else {
            throw MemlabError(
                .dataError,
                "the probe's push does not complete even when asked for 0 bytes (\(zero.reason?.text ?? zero.end.rawValue)); `memlab run` it with --payload '{\"\(field)\":0}' to see why"
            )
        }
        var low: Int64 = 0
        var high = options.limit.bytes
        var best = zeroRecord
        let (top, topRecord) = try trial(high)
        trials.append(top)
        var smallestFailing: Int64? = high
        if top.completed {
            low = high
            best = topRecord
            smallestFailing = nil
        }
        while let failing = smallestFailing, failing - low > resolutionBytes {
            // Bisect on 4 KiB pages: the probe's own granularity.
            let middle = ((low + failing) / 2) / 4096 * 4096
            let (result, record) = try trial(middle)
            trials.append(result)
            if result.completed { low = middle; best = record } else { smallestFailing = middle }
            high = smallestFailing ?? high
        }
        var record = best
        let limit = GrowthLimit(
            largestCompletingBytes: low, smallestFailingBytes: smallestFailing, resolutionBytes: resolutionBytes,
            field: field, pushIndex: pushIndex, workersUsed: trials.count, trials: trials)
        var added = sections
        added.growthLimit = limit
        RecordAssembler.add(added, to: &record)
        return record
    }
}

extension JSONValue {
    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
