import Synchronization

/// The app's store did not answer in time.
public struct DeadlineExceeded: Error, CustomStringConvertible {
    /// How long the store had, in seconds.
    public var seconds: Double
    public var description: String { "no answer within \(seconds) s" }
}
