import HTTPTypes
import Hummingbird
import TextInputWeb

extension Router {
    /// Answers 405 with `Allow` for the methods a path does not take (GET, POST, PUT, PATCH, DELETE and, for a path
    /// without GET, HEAD), instead of Hummingbird's 404: a form posted to a page's address, or a link to a post
    /// route, then says that the address exists but not for that. Call it after every route is added; the error
    /// goes through ``TextInputSecurityHeaders`` like any other (an HTML page for browsers). HEAD for a GET route
    /// comes from `Router(options: .autoGenerateHeadEndpoints)`.
    public func addMethodNotAllowedRoutes() {
        var methodsByPath: [String: (path: RouterPath, methods: Set<HTTPRequest.Method>)] = [:]
        for route in routes {
            methodsByPath[route.path.description, default: (route.path, [])].methods.insert(route.method)
        }
        let candidates: [HTTPRequest.Method] = [.get, .head, .post, .put, .patch, .delete]
        for (_, entry) in methodsByPath.sorted(by: { $0.key < $1.key }) {
            var allowed = entry.methods
            if allowed.contains(.get) { allowed.insert(.head) }
            let allow = candidates.filter(allowed.contains).map(\.rawValue).joined(separator: ", ")
            for method in candidates where !allowed.contains(method) {
                on(entry.path, method: method) { _, _ -> Response in
                    throw HTTPError(.methodNotAllowed, headers: [.allow: allow], message: ErrorPage.methodNotAllowedDetail(allowed: allow))
                }
            }
        }
    }
}
