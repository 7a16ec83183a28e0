/// Rendered HTML read back as a tree, so that tests assert on elements, attributes and text (typed) instead of
/// substrings of the markup. It reads what the renderer writes: elements with quoted or bare attributes, void
/// elements, comments, a doctype, and the five character references HTML.escape writes (plus numeric ones).
/// Anything else is a test failure, not a guess.
struct HTMLElement: Equatable {
    var tag: String
    var attributes: [(name: String, value: String)]
    var children: [HTMLNode]

    static func == (lhs: HTMLElement, rhs: HTMLElement) -> Bool {
        lhs.tag == rhs.tag && lhs.attributes.map { [$0.name, $0.value] } == rhs.attributes.map { [$0.name, $0.value] }
            && lhs.children == rhs.children
    }

    /// The attribute's value ("" for a bare attribute), or nil.
    subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The class attribute's classes.
    var classes: [String] { (self[attribute: "class"] ?? "").split(separator: " ").map(String.init) }

    /// The text of the element and its descendants, character references decoded.
    var text: String {
        children.map { node in
            switch node {
            case let .text(text): return text
            case let .element(element): return element.text
            }
        }.joined()
    }

    /// The element and every element inside it, in document order.
    var all: [HTMLElement] {
        [self] + children.flatMap { node -> [HTMLElement] in
            if case let .element(element) = node { return element.all }
            return []
        }
    }

    /// The element with this id, if any.
    func element(id: String) -> HTMLElement? { all.first { $0[attribute: "id"] == id } }

    /// The elements with this class.
    func elements(class name: String) -> [HTMLElement] { all.filter { $0.classes.contains(name) } }

    /// The elements with this tag.
    func elements(tag: String) -> [HTMLElement] { all.filter { $0.tag == tag } }
}

enum HTMLNode: Equatable {
    case text(String)
    case element(HTMLElement)
}

struct HTMLTreeError: Error, CustomStringConvertible {
    var description: String
}

enum HTMLTree {
    static let voidElements: Set<String> = ["input", "img", "br", "meta", "link", "hr", "source", "col", "wbr"]
    /// Elements whose content is raw text.
    static let rawTextElements: Set<String> = ["script", "style", "textarea", "title"]

    /// Parses a fragment or a document into a root element named "#root".
    static func parse(_ html: String) throws -> HTMLElement {
        var parser = Parser(scalars: Array(html.unicodeScalars))
        var root = HTMLElement(tag: "#root", attributes: [], children: [])
        root.children = try parser.nodes(until: nil)
        return root
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0

        func peek(_ text: String) -> Bool {
            let wanted = Array(text.unicodeScalars)
            guard index + wanted.count <= scalars.count else { return false }
            for (offset, scalar) in wanted.enumerated() where scalars[index + offset] != scalar { return false }
            return true
        }

        mutating func nodes(until closing: String?) throws -> [HTMLNode] {
            var nodes: [HTMLNode] = []
            var text = ""
            func flush() { if !text.isEmpty { nodes.append(.text(text)); text = "" } }
            while index < scalars.count {
                if peek("</") {
                    flush()
                    index += 2
                    let name = readName()
                    try expect(">")
                    guard name == closing else { throw HTMLTreeError(description: "</\(name)> closes <\(closing ?? "nothing")>") }
                    return nodes
                }
                if peek("<!--") {
                    flush()
                    guard let end = find("-->") else { throw HTMLTreeError(description: "unclosed comment") }
                    index = end + 3
                } else if peek("<!") {
                    flush()
                    guard let end = find(">") else { throw HTMLTreeError(description: "unclosed doctype") }
                    index = end + 1
                } else if peek("<") {
                    flush()
                    nodes.append(.element(try element()))
                } else if scalars[index] == "&" {
                    text += try reference()
                } else {
                    text.unicodeScalars.append(scalars[index])
                    index += 1
                }
            }
            flush()
            if let closing { throw HTMLTreeError(description: "<\(closing)> is never closed") }
            return nodes
        }

        func find(_ text: String) -> Int? {
            var probe = self
            while probe.index < scalars.count {
                if probe.peek(text) { return probe.index }
                probe.index += 1
            }
            return nil
        }

        mutating func expect(_ text: String) throws {
            guard peek(text) else { throw HTMLTreeError(description: "expected \(text) at \(index)") }
            index += text.unicodeScalars.count
        }

        mutating func readName() -> String {
            var name = ""
            while index < scalars.count, scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
                    || scalars[index] == "-" || scalars[index] == ":" || scalars[index] == "_" {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            return name.lowercased()
        }

        mutating func skipSpace() {
            while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        }

        mutating func reference() throws -> String {
            guard let end = find(";"), end - index <= 10 else { throw HTMLTreeError(description: "a bare & at \(index)") }
            let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
            index = end + 1
            switch name {
            case "lt": return "<"
            case "gt": return ">"
            case "amp": return "&"
            case "quot": return "\""
            case "#39": return "'"
            default:
                if name.hasPrefix("#x"), let value = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) {
                    return String(Character(scalar))
                }
                if name.hasPrefix("#"), let value = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(value) {
                    return String(Character(scalar))
                }
                throw HTMLTreeError(description: "unknown character reference &\(name);")
            }
        }

        mutating func element() throws -> HTMLElement {
            try expect("<")
            let tag = readName()
            guard !tag.isEmpty else { throw HTMLTreeError(description: "a bare < at \(index)") }
            var attributes: [(String, String)] = []
            while true {
                skipSpace()
                if peek("/>") { index += 2; return HTMLElement(tag: tag, attributes: attributes, children: []) }
                if peek(">") { index += 1; break }
                let name = readName()
                guard !name.isEmpty else { throw HTMLTreeError(description: "bad attribute in <\(tag)> at \(index)") }
                skipSpace()
                guard peek("=") else { attributes.append((name, "")); continue }
                index += 1
                skipSpace()
                var value = ""
                if peek("\"") {
                    index += 1
                    while index < scalars.count, scalars[index] != "\"" {
                        if scalars[index] == "&" { value += try reference() } else { value.unicodeScalars.append(scalars[index]); index += 1 }
                    }
                    try expect("\"")
                } else {
                    while index < scalars.count, !scalars[index].properties.isWhitespace, scalars[index] != ">" {
                        value.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                }
                attributes.append((name, value))
            }
            if HTMLTree.voidElements.contains(tag) { return HTMLElement(tag: tag, attributes: attributes, children: []) }
            if HTMLTree.rawTextElements.contains(tag) {
                guard let end = find("</\(tag)>") else { throw HTMLTreeError(description: "<\(tag)> is never closed") }
                var raw = String(String.UnicodeScalarView(scalars[index..<end]))
                index = end + tag.unicodeScalars.count + 3
                if tag == "textarea" {
                    // The parser drops one leading newline of a textarea; references are decoded in it.
                    if raw.hasPrefix("\n") { raw.removeFirst() }
                    var inner = Parser(scalars: Array(raw.unicodeScalars))
                    let decoded = try inner.nodes(until: nil)
                    return HTMLElement(tag: tag, attributes: attributes, children: decoded)
                }
                return HTMLElement(tag: tag, attributes: attributes, children: raw.isEmpty ? [] : [.text(raw)])
            }
            return HTMLElement(tag: tag, attributes: attributes, children: try nodes(until: tag))
        }
    }
}
