/// Where a field's scan stands after an event: what a scan dialog, a scan
/// prompt or a line-mode transcript shows, decided once by the field's scan
/// policy.
///
/// ```swift
/// switch field.send(.scanFound(["4006381333931", "9780201633610"])).scan {
/// case .choosing(let choices)?: showList(choices.prompt, choices.lines)   // the user picks
/// case .nothing(let message)?: showError(message)                         // "No barcode found…"
/// case .filled?, .closed?: closeDialog()
/// case .opened?: openCamera()
/// case nil: break                                                         // the event was not about scanning
/// }
/// ```
public enum ScanState: Sendable, Hashable {
    /// The user asked to scan (the scan accessory): the host opens its
    /// scanner and answers with ``FieldEvent/scanFound(_:)``,
    /// ``FieldEvent/textRecognized(_:)`` or ``FieldEvent/scanned(_:)``.
    case opened
    /// The scan found several values; the user picks one
    /// (``FieldEvent/chooseScanned(_:)``, or Up/Down and Return). The same
    /// list is ``FieldPresentation/scanChoices``.
    case choosing(ScanChoices)
    /// A scanned or chosen value went into the field (through its format,
    /// limit and rules; the edit's outcome says what it refused).
    case filled
    /// The scan found nothing for this field: the message says what was
    /// looked for and how to try again. The field is unchanged.
    case nothing(message: String)
    /// The choice ended without a value (Escape, an edit), or the field
    /// refused the scan (read-only, disabled).
    case closed
}
