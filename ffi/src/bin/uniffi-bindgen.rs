//! uniffi's binding generator, built from this crate so that its version is the library's:
//! `uniffi-bindgen generate --library target/release/libtuffest_ffi.so --language kotlin
//! --out-dir OUT`. Built only with the `bindgen` feature (see `scripts/gen-bindings.sh`).

fn main() {
    uniffi::uniffi_bindgen_main();
}
