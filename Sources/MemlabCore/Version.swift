public enum MemlabCoreVersion { public static let string = "0.1.0" }
