# The compiler and optimiser flags of the WebAssembly build, sourced by scripts/build-wasm.sh and
# scripts/wasm-floor.sh so that both build the same way. LLVM's inliner is off (docs/decisions.md: size over a few
# percent of speed); Swift's own inlining and specialisation still run. wasm-opt strips debug information first and
# then runs its -Oz pipeline until a round shrinks nothing more (--converge): a round after the first still finds
# work, about 1 KB of the page's module in Brotli (docs/performance.md, #40).
wasm_swift_flags=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -Osize
                  -Xllvm -inline-threshold=0 -parse-as-library -Xfrontend -disable-stack-protector -swift-version 6
                  -package-name TextInputKit)
wasm_opt_flags=(--strip-debug --strip-producers --enable-bulk-memory --enable-sign-ext --enable-mutable-globals
                --enable-nontrapping-float-to-int --enable-multivalue --enable-reference-types -Oz --converge)
