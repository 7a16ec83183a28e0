import Foundation
@_exported import TextInputCore

/// What was wrong with a driver line (the core's ``MessageError``).
public typealias DriverError = MessageError

/// One `textinput-driver` session: JSON Lines in, exactly one JSON object
/// out per line. The messages are the core's vocabulary (``MessageSession``,
/// docs/driver.md); this type adds what a process needs around them.
///
/// ```swift
/// var session = DriverSession()
/// session.handle(line: Data(#"{"configure": {"format": {"mask": "###"}}}"#.utf8))
/// session.handle(line: Data(#"{"event": "type", "text": "12"}"#.utf8))
/// // {"id":"field","text":"12","value":"12","selection":[2,2],...}
/// ```
public struct DriverSession: Sendable {
    /// The longest line accepted (bytes).
    public static let maximumLineLength = MessageSession.maximumLineLength

    var session = MessageSession()

    /// Creates a session with nothing configured.
    public init() {}

    /// Handles one line (without its newline) and returns one line of JSON.
    public mutating func handle(line: Data) -> String {
        session.handle(line: line)
    }

    /// Builds a form from the JSON the driver's `form` line takes, for hosts
    /// that run a form described in a file (`textinput-demo --form`): a
    /// whole `{"form": {...}}` line or the object inside it.
    public static func form(fromJSON data: Data) throws(DriverError) -> InputForm {
        try MessageSession.form(fromJSON: data)
    }
}
