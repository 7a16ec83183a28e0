/// Values behind small integer handles (never 0), as the module's exports
/// hand them to a host: the driver sessions of ``SessionTable`` and the web
/// page's forms. Each value sits in a copy-on-write box, so an event mutates
/// it in place, and copies of a table stay independent values.
///
/// ```swift
/// var table = HandleTable<String>(capacity: 2)
/// let id = table.insert("a")              // 1
/// table.update(id) { $0 += "b" }          // Optional("ab") as the closure's result
/// table.remove(id)                        // true
/// ```
public struct HandleTable<Value: Sendable>: Sendable {
    /// The most values held at once; ``insert(_:)`` returns 0 past it.
    public let capacity: Int
    private var values: [Int32: Box] = [:]
    private var nextID: Int32 = 1

    /// A value behind a reference, mutated only while uniquely referenced.
    private final class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    /// An empty table.
    public init(capacity: Int) {
        self.capacity = capacity
    }

    /// The number of values held.
    public var count: Int { values.count }

    /// Adds a value and returns its handle, or 0 when the table is full.
    public mutating func insert(_ value: Value) -> Int32 {
        guard values.count < capacity else { return 0 }
        while values[nextID] != nil || nextID <= 0 {
            nextID = nextID == Int32.max ? 1 : nextID + 1
        }
        let id = nextID
        values[id] = Box(value)
        nextID = nextID == Int32.max ? 1 : nextID + 1
        return id
    }

    /// Removes a value; returns whether the handle was in use.
    @discardableResult
    public mutating func remove(_ id: Int32) -> Bool {
        values.removeValue(forKey: id) != nil
    }

    /// Runs `body` on the value behind `id`, in place; nil for an unknown handle.
    public mutating func update<Result>(_ id: Int32, _ body: (inout Value) -> Result) -> Result? {
        guard var box = values.removeValue(forKey: id) else { return nil }
        if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
        let result = body(&box.value)
        values[id] = box
        return result
    }
}
