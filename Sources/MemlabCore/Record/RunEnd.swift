import Foundation
import MemlabProtocol

public struct CheckpointRecord: Codable, Sendable, Equatable {
    public var push: Int
    /// What the probe passed to memlab.checkpoint; NaN when it was not a finite number
    /// (written as null: JSON has no NaN or Infinity).
    public var value: Double
    public var footprintBytes: Int64
    public var elapsedSeconds: Double
}

// Coded in an extension, so that the memberwise initializer stays: a NaN value is written as null.
extension CheckpointRecord {
    enum CodingKeys: String, CodingKey { case push, value, footprintBytes, elapsedSeconds }

    /// Read as the checkpoint frame it came from is (the same members, a null value a NaN), its
    /// time required.
    public init(from decoder: Decoder) throws {
        let frame = try CheckpointFrame(from: decoder)
        guard let elapsedSeconds = frame.elapsedSeconds else {
            throw DecodingError.keyNotFound(CodingKeys.elapsedSeconds, .init(codingPath: decoder.codingPath, debugDescription: "a checkpoint's time"))
        }
        self.init(push: frame.push, value: frame.value, footprintBytes: frame.footprintBytes, elapsedSeconds: elapsedSeconds)
    }

    /// A NaN value (null in the record) equals a NaN, as CheckpointFrame's does: a record read
    /// twice is the same record.
    public static func == (a: CheckpointRecord, b: CheckpointRecord) -> Bool {
        a.push == b.push && (a.value == b.value || (a.value.isNaN && b.value.isNaN)) && a.footprintBytes == b.footprintBytes
            && a.elapsedSeconds == b.elapsedSeconds
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(push, forKey: .push)
        if value.isFinite { try container.encode(value, forKey: .value) } else { try container.encodeNil(forKey: .value) }
        try container.encode(footprintBytes, forKey: .footprintBytes)
        try container.encode(elapsedSeconds.isFinite ? elapsedSeconds : 0, forKey: .elapsedSeconds)
    }
}

public struct ConsoleRecord: Codable, Sendable, Equatable {
    public var push: Int
    public var level: String
    public var text: String
}

/// How the run ended.
public struct RunEnd: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// The worker ran the push and exited normally.
        case completed
        /// The ceiling killed the worker (SIGKILL), like jetsam.
        case killedAtCeiling = "killed-at-ceiling"
        /// The push outlived --expire; memlab killed the worker.
        case expired
        /// The worker died of a signal memlab did not send (a crash).
        case crashed
        /// The probe could not be loaded (syntax error, threw at top level, unreadable).
        case probeError = "probe-error"
        /// The worker failed in a way that is memlab's fault.
        case workerError = "worker-error"
        /// memlab was interrupted (SIGINT/SIGTERM).
        case interrupted
    }

    public var kind: Kind
    public var message: String
    public var exit: WorkerExit?
    public var exception: ScriptException?

    public init(kind: Kind, message: String, exit: WorkerExit? = nil, exception: ScriptException? = nil) {
        self.kind = kind
        self.message = message
        self.exit = exit
        self.exception = exception
    }

    enum CodingKeys: String, CodingKey { case kind, message, exit, exception }

    /// One sentence out of clauses joined by `: ` or `; `: a clause's own full stop goes
    /// (`'a'.: the probe` becomes `'a': the probe`), a doubled mark becomes one.
    public static func tidy(_ message: String) -> String {
        var text = message
        for (doubled, single) in [(".: ", ": "), (".; ", "; "), (": : ", ": "), (";;", ";")] {
            while text.contains(doubled) { text = text.replacingOccurrences(of: doubled, with: single) }
        }
        return text
    }

    /// `{"code": 0}` or `{"signal": 9}`; schema 1's `{"exited": {"_0": 0}}` / `{"signaled": {"_0": 9}}` is read too.
    struct ExitSpelling: Codable {
        var code: Int32?
        var signal: Int32?
        struct Legacy: Codable { var _0: Int32 }
        var exited: Legacy?
        var signaled: Legacy?

        init(_ exit: WorkerExit) {
            switch exit {
            case .exited(let status): code = status
            case .signaled(let number): signal = number
            }
        }

        var exit: WorkerExit? {
            if let code { return .exited(code) }
            if let signal { return .signaled(signal) }
            if let exited { return .exited(exited._0) }
            if let signaled { return .signaled(signaled._0) }
            return nil
        }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(Kind.self, forKey: .kind)
        message = try container.decode(String.self, forKey: .message)
        exception = try container.decodeIfPresent(ScriptException.self, forKey: .exception)
        if let spelling = try container.decodeIfPresent(ExitSpelling.self, forKey: .exit) {
            guard let exit = spelling.exit else {
                throw DecodingError.dataCorruptedError(forKey: .exit, in: container, debugDescription: "an exit is {\"code\": N} or {\"signal\": N}")
            }
            self.exit = exit
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(exit.map(ExitSpelling.init), forKey: .exit)
        try container.encodeIfPresent(exception, forKey: .exception)
    }
}
