import TextInputCore
import TextInputHTML
import TextInputWasmBoundary

/// The live forms a page's WebAssembly module holds, behind small integer
/// handles (a page has one per form it shows).
///
/// ```swift
/// var table = LiveFormTable()
/// let (id, hello) = table.open(spec: Array(try spec.json.utf8))
/// let answer = table.handle(id, line: Array(#"{"s":1,"event":"focus","field":0}"#.utf8))
/// ```
public struct LiveFormTable: Sendable {
    /// The most forms open at once.
    public static let capacity = 256

    private var forms = HandleTable<LiveForm>(capacity: LiveFormTable.capacity)
    /// The byte length of the answer to the last ``open(spec:)``.
    public private(set) var lastAnswerLength: Int32 = 0

    /// An empty table.
    public init() {}

    /// Builds a form from its spec's JSON: its handle (never 0) and its hello,
    /// or 0 and an `{"error"}` object saying what is wrong.
    public mutating func open(spec: some Collection<UInt8>) -> (Int32, String) {
        let answer: String
        let id: Int32
        if forms.count >= Self.capacity {
            (id, answer) = (0, BoundaryCheck.error("\(Self.capacity) forms are open; close one with ti_form_close"))
        } else {
            do throws(MessageError) {
                let form = try LiveForm(json: spec)
                id = forms.insert(form)
                answer = form.hello()
            } catch {
                (id, answer) = (0, BoundaryCheck.error(error.message))
            }
        }
        lastAnswerLength = Int32(answer.utf8.count)
        return (id, answer)
    }

    /// Handles one message in form `id`; an unknown handle answers with an error.
    public mutating func handle(_ id: Int32, line: some Collection<UInt8>) -> String {
        forms.update(id) { $0.handle(line: line) } ?? BoundaryCheck.error("no open form \(id); open one with ti_form_open")
    }

    /// Closes a form; returns whether it was open.
    @discardableResult
    public mutating func close(_ id: Int32) -> Bool {
        forms.remove(id)
    }
}
