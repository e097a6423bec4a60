/// What a record says about the device it models: the preset, the host reserve, the 80 % warning
/// of each push and what answered it, and the footprint in 16 KiB pages.
extension RecordAssembler {
    func addDeviceFields(to record: inout RunRecord) {
        record.preset = plan.preset
        record.hostReserveBytes = plan.hostReserveBytes
        if plan.onWarning != .none { record.onWarning = plan.onWarning }
        if plan.pageSize == .large && backend == .watchdog { record.ceiling.pageSize = plan.pageSize }
        // A push's 16 KiB figure and its answered warning are folded in with the push (RecordAssembler.fold).
        for frame in measurement.collected.frames {
            if case .baseline(let baseline) = frame { record.baseline?.footprint16KBytes = baseline.footprint16KBytes }
        }
        for (index, bytes) in measurement.collected.pushWarnings {
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
