#if canImport(Foundation)
import Foundation

/// Why a submission could not be decoded into the app's type: the field and
/// the type, and what to change.
public struct SubmissionDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The field's id (or the key the type asked for when no field has it).
    public var field: String
    /// The Swift type the app asked for.
    public var type: String
    /// What is wrong and what to change.
    public var message: String

    /// Creates an error.
    public init(field: String, type: String, message: String) {
        self.field = field
        self.type = type
        self.message = message
    }

    public var description: String { "field \"\(field)\" as \(type): \(message)" }
}
#endif
