import Foundation
import TextInputCore
import TextInputHTML
import TextInputWeb

/// What storing a valid customer did, in either app's store.
public enum AddResult: Sendable, Equatable {
    /// Stored.
    case added
    /// The form with this token was submitted before: nothing was stored again.
    case alreadySubmitted
    /// A customer with this email (compared without case) exists: nothing was stored.
    case emailTaken
}
