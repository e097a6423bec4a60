import Foundation

/// `memlab limit`: a search over plans. It bisects the allocation a probe is asked for (the
/// payload `{"bytes": N}`) over fresh workers, each trial a plan measured by the pipeline, to find
/// the largest N whose push still completes under the ceiling. With `pushIndex` K, N is asked of
/// the K-th push of a reused worker, after K-1 ordinary pushes: a warm process's headroom. The
/// search's record is the best trial's, assembled once, with the growth limit as its section.
public struct GrowthLimitSearch {
    public var plan: RunPlan
    public var field = "bytes"
    public var pushIndex = 1
    public var resolutionBytes: Int64 = 64 * 1024
    public var onTrial: ((GrowthLimit.Trial) -> Void)?
    private var knownBaselineBytes: Int64?

    public init(plan: RunPlan) { self.plan = plan }

    func payload(_ bytes: Int64) -> [UInt8] {
        Array("{\(JSONValue.quoted(field)):\(bytes)}".utf8)
    }

    /// The plan of the trial that asks for `bytes`.
    func trialPlan(_ bytes: Int64) -> RunPlan {
        var trial = plan
        trial.pushes = pushIndex
        // Ordinary pushes carry the user's payload, or ask for nothing.
        trial.payload = plan.payload ?? payload(0)
        trial.finalPayload = payload(bytes)
        if pushIndex == 1 { trial.payload = payload(bytes); trial.finalPayload = nil }
        return trial
    }

    mutating func trial(_ bytes: Int64) throws(MemlabError) -> (GrowthLimit.Trial, Measurement) {
        var pipeline = RunPipeline(plan: trialPlan(bytes))
        // One warm-up for the whole search: the first trial's worker measured the baseline.
        pipeline.knownBaselineBytes = knownBaselineBytes
        let measurement = try pipeline.measure()
        let record = RecordAssembler(measurement).assemble()
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
        return (result, measurement)
    }

    /// The search: the best trial's measurement (the largest N that completed) and the growth limit.
    public mutating func run() throws(MemlabError) -> (best: Measurement, limit: GrowthLimit) {
        var trials: [GrowthLimit.Trial] = []
        let (zero, zeroMeasurement) = try trial(0)
        trials.append(zero)
        guard zero.completed else {
            throw MemlabError(
                .dataError,
                "the probe's push does not complete even when asked for 0 bytes (\(zero.reason?.text ?? zero.end.rawValue)); `memlab run` it with --payload '{\"\(field)\":0}' to see why"
            )
        }
        var low: Int64 = 0
        var best = zeroMeasurement
        let (top, topMeasurement) = try trial(plan.limit.bytes)
        trials.append(top)
        var smallestFailing: Int64? = plan.limit.bytes
        if top.completed {
            low = plan.limit.bytes
            best = topMeasurement
            smallestFailing = nil
        }
        while let failing = smallestFailing, failing - low > resolutionBytes {
            // Bisect on 4 KiB pages: the probe's own granularity.
            let middle = ((low + failing) / 2) / 4096 * 4096
            let (result, measurement) = try trial(middle)
            trials.append(result)
            if result.completed { low = middle; best = measurement } else { smallestFailing = middle }
        }
        let limit = GrowthLimit(
            largestCompletingBytes: low, smallestFailingBytes: smallestFailing, resolutionBytes: resolutionBytes,
            field: field, pushIndex: pushIndex, workersUsed: trials.count, trials: trials)
        return (best, limit)
    }
}

extension JSONValue {
    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
