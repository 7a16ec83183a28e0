import TextInputCore
import TextInputHTML

extension LiveFormSpec {
    /// The spec with every number field's template filled in from
    /// `FormatStyle`, so that the page's core (without Foundation) formats
    /// numbers exactly as the server's.
    public func handingOverNumberTemplates() -> LiveFormSpec {
        var copy = self
        copy.fields = fields.map { $0.handingOverNumberTemplate(defaultLocale: localeIdentifier) }
        return copy
    }
}
