/// What a field asks its host to do; the host performs it (moving focus,
/// opening a scanner, speaking an announcement).
///
/// The driver writes these as its answer's `effects`, in order. A host that
/// shows a field reads the decided members of ``FieldResponse`` instead
/// (``FieldResponse/scan``, ``FieldResponse/announcement``), which say the
/// same things once, already sorted out.
public enum FieldEffect: Sendable, Hashable {
    /// Move focus to the next field (Return in a single-line field).
    case focusNext
    /// Focus stays here: a `beforeFocusLeaves` rule failed.
    case keepFocus
    /// Open the barcode / QR scanner; answer with ``FieldEvent/scanFound(_:)``.
    /// (``FieldResponse/scan`` is ``ScanState/opened``.)
    case startScan
    /// Speak this to assistive technology (a new error, a limit reached, a
    /// scan that found nothing).
    case announce(String)
    /// The trailing action with this id was tapped.
    case performAction(String)
}
