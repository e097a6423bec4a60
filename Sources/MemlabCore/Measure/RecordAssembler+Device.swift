/// What a record says about the device it models: the preset, the host reserve, the 80 % warning
/// of each push and what answered it, and the footprint in 16 KiB pages.
extension RecordAssembler {
    func addDeviceFields(to record: inout RunRecord) {
        record.preset = options.preset
        record.hostReserveBytes = options.hostReserveBytes
        if options.onWarning != .none { record.onWarning = options.onWarning }
        if options.pageSize == .large && backend == .watchdog { record.ceiling.pageSize = options.pageSize }
        // A push's 16 KiB figure and its answered warning are folded in with the push (RecordAssembler.fold).
        for frame in collected.frames {
            if case .baseline(let baseline) = frame { record.baseline?.footprint16KBytes = baseline.footprint16KBytes }
        }
        for (index, bytes) in collected.pushWarnings {
            guard let position = record.pushes.position(ofIndex: index) else { continue }
            var warning = record.pushes[position].warning ?? PushWarning(footprintBytes: bytes, survived: false)
            warning.footprintBytes = min(warning.footprintBytes, bytes)
            record.pushes[position].warning = warning
        }
        for position in record.pushes.warningPositions {
            let modified = record.pushes.outcome(at: position) == .modified
            record.pushes[position].warning?.survived = modified
        }
    }
}
