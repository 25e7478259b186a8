//! The code the rewrite adds: the prelude at the top and the module registration at the end.
//!
//! The prelude goes right after the first line marker and is followed by a copy of that
//! marker, so the user's line numbering is untouched. It declares `__fc_module_handle`, which
//! template stubs call, and the helpers that describe template arguments. Those helpers use no
//! header: the text they are inserted into is already preprocessed, so an `#include` there
//! would read headers a second time without their include guards.

use super::stub::MAX_LISTED_ARGS;
use std::fmt::Write as _;
use std::path::Path;

/// The registration entry points of the runtime, for when the headers do not declare them.
const REGISTRATION_DECLS: &str = "\
extern \"C\" {
void** __ferrocudaRegisterModule(const unsigned char* image, unsigned long long size);
void __ferrocudaRegisterVar(void** module, void* host_shadow, const char* var_name, unsigned long long size, int is_constant, int is_managed);
void* __ferrocudaManagedVar(void* host_shadow, unsigned long long size);
void __ferrocudaRegisterRecords(void** module, void** (*module_handle)(), const struct __fc_record* begin, const struct __fc_record* end, const struct __fc_record* const* listed, const struct __fc_record* const* listed_end);
int __ferrocudaRegisterRecord(const struct __fc_record* record);
}
";

/// The launch entry points, for when the headers do not declare them (as the runtime header
/// does); they need `dim3` and `cudaStream_t`, so they go after the headers, on one line.
pub fn launch_decls() -> String {
    let mut out = String::from(
        "extern \"C\" { \
unsigned __cudaPushCallConfiguration(dim3 grid, dim3 block, size_t shared_mem, struct CUstream_st* stream); \
cudaError_t __ferrocudaLaunch(const struct __fc_record* record, void** args); ",
    );
    for n in 1..=MAX_LISTED_ARGS {
        let params = vec!["void*"; n].join(", ");
        let _ = write!(
            out,
            "cudaError_t __ferrocudaLaunch{n}(const struct __fc_record* record, {params}); "
        );
    }
    out.push_str("} ");
    out
}

/// The runtime header's `__ferrocudaPushConfiguration`, for when it is missing: definitions,
/// so never inserted where the header has them.
pub const PUSH_DEFS: &str = "\
template <class G, class B> inline unsigned __ferrocudaPushConfiguration(G grid, B block, size_t shared_mem = 0, struct CUstream_st* stream = 0) \
{ return __cudaPushCallConfiguration(dim3(grid), dim3(block), shared_mem, stream); } \
inline unsigned __ferrocudaPushConfiguration(dim3 grid, dim3 block, size_t shared_mem = 0, struct CUstream_st* stream = 0) \
{ return __cudaPushCallConfiguration(grid, block, shared_mem, stream); } ";

/// The records the stubs and the instances of variable templates leave for the registration
/// (see [`record`]): `__fc_record` describes a kernel or an instance (kind 0 a kernel, 1 a
/// `__device__` variable, 2 a `__constant__` one), `__fc_targ` one template argument of an
/// instance (a type by the function returning its name, a value with its signedness, a
/// function (or an object a pointer points to) by the name of a tag type instantiated with it,
/// a template by its name; kind 0 ends the list).
const RECORD_TYPES: &str = "\
struct __fc_targ { const char* (*__type)(); unsigned long long __value; char __kind; const char* __text; };
struct __fc_record { void** (*__module)(); const void* __stub; const char* __name; const __fc_targ* __targs; unsigned long long __size; int __kind; };
";

/// The section the records go to. The host linker gathers it from every object and defines
/// `__start___fc_records` and `__stop___fc_records` around it, in each program and shared
/// library.
const RECORDS_SECTION: &str = "__fc_records";

/// The section where the stubs of kernel templates' instances and of `inline` kernels list
/// their records' addresses, as the linker gathers it like [`RECORDS_SECTION`]: the host
/// compiler places no instance of a template in a section the program names, and such a
/// record would be shared between files where the section's records are each file's own.
const RECORD_LISTS_SECTION: &str = "__fc_record_refs";

/// The statement that lists `record` (the address of a record) in [`RECORD_LISTS_SECTION`]
/// where it is compiled: a stub lists its record wherever the host compiler emits it, so the
/// file's registration finds every instance it made before `main`, without a static
/// initializer per instance, which cost the host compiler twice the instructions, measured.
pub fn record_listing(record: &str) -> String {
    format!(
        "__asm__(\".pushsection {RECORD_LISTS_SECTION},\\\"aw\\\"\\n.balign 8\\n.quad %c0\\n.popsection\" :: \"i\"({record}));"
    )
}

/// The attributes of a record's definition: it goes to [`RECORDS_SECTION`] and is emitted even
/// where nothing names it, and its alignment is the one its type asks, so that the records of
/// a section are an array (the host compiler aligns large objects further unless told).
pub fn record_attributes() -> String {
    format!("__attribute__((section(\"{RECORDS_SECTION}\"), used, aligned(8)))")
}

/// What a record describes.
#[derive(Clone, Copy)]
pub enum RecordKind {
    Kernel,
    /// An instance of a `__device__` (or, `constant`, a `__constant__`) variable template.
    Variable {
        constant: bool,
    },
}

/// The initializer of a record: `{__fc_module_handle, address, "name", targs, size, kind}`.
pub fn record(address: &str, name: &str, targs: &str, size: &str, kind: RecordKind) -> String {
    let kind = match kind {
        RecordKind::Kernel => 0,
        RecordKind::Variable { constant: false } => 1,
        RecordKind::Variable { constant: true } => 2,
    };
    format!("{{__fc_module_handle, (const void*){address}, \"{name}\", {targs}, {size}, {kind}}}")
}

/// For templated kernels and variables: `__fc_value_desc<decltype(v), v>::get()` describes a
/// value (one of floating type by the bits of its value as a `double`, where the host's C++
/// has such parameters; one of class type, C++20's, by its class and bytes, which a function
/// writes). Constant data the host compiler emits no code for: a function is
/// described without taking its address at run time, so that a device function the host only
/// declares can be a kernel's template argument.
const TEMPLATE_HELPERS: &str = "\
template <class __T> struct __fc_decay { typedef __T type; };
template <class __R, class... __A> struct __fc_decay<__R(__A...)> { typedef __R (*type)(__A...); };
template <class __T, __T __v> struct __fc_value_tag {};
template <class __T> struct __fc_cv_tag {};
template <class __V> constexpr unsigned long long __fc_value_bits(__V __v) { return (unsigned long long)__v; }
constexpr unsigned long long __fc_value_bits(double __v) { return __builtin_bit_cast(unsigned long long, __v); }
constexpr unsigned long long __fc_value_bits(float __v) { return __fc_value_bits((double)__v); }
constexpr unsigned long long __fc_value_bits(long double __v) { return __fc_value_bits((double)__v); }
constexpr unsigned long long __fc_value_bits(decltype(nullptr)) { return 0; }
template <class __V> constexpr char __fc_value_kind(__V) { return (__V)-1 < (__V)1 ? 'v' : 'u'; }
constexpr char __fc_value_kind(float) { return 'F'; }
constexpr char __fc_value_kind(double) { return 'D'; }
constexpr char __fc_value_kind(long double) { return 'D'; }
constexpr char __fc_value_kind(decltype(nullptr)) { return 'u'; }
template <class __V, __V __v> const char* __fc_object_desc() {
  static char __buf[sizeof(__V) * 2 + 1024];
  if (!__buf[0]) {
    const char* __n = __ferrocuda_type_name<__V>();
    unsigned long __k = 0;
    for (; __n[__k] && __k < 1000; ++__k) __buf[__k] = __n[__k];
    __buf[__k++] = ':';
    const unsigned char* __b = reinterpret_cast<const unsigned char*>(&__v);
    for (unsigned long __i = 0; __i < sizeof(__V); ++__i) {
      __buf[__k++] = \"0123456789abcdef\"[__b[__i] >> 4];
      __buf[__k++] = \"0123456789abcdef\"[__b[__i] & 15];
    }
  }
  return __buf;
}
template <bool> struct __fc_bool {};
template <class __V, __V __v> constexpr __fc_targ __fc_value_targ(__fc_bool<false>) { return __fc_targ{nullptr, __fc_value_bits(__v), __fc_value_kind(__v), nullptr}; }
template <class __V, __V __v> constexpr __fc_targ __fc_value_targ(__fc_bool<true>) { return __fc_targ{&__fc_object_desc<__V, __v>, 0, 'o', nullptr}; }
template <class __V, __V __v> struct __fc_value_desc {
  static constexpr __fc_targ get() { return __fc_value_targ<__V, __v>(__fc_bool<__is_class(__V)>()); }
};
template <class __T, __T* __p> struct __fc_value_desc<__T*, __p> {
  static constexpr __fc_targ get() { return __fc_targ{&__ferrocuda_type_name<__fc_value_tag<__T*, __p>>, 0, 'f', nullptr}; }
};
template <class __T, __T& __r> struct __fc_value_desc<__T&, __r> {
  static constexpr __fc_targ get() { return __fc_targ{&__ferrocuda_type_name<__fc_value_tag<__T&, __r>>, 0, 'f', nullptr}; }
};
template <class __T, class __C, __T __C::*__m> struct __fc_value_desc<__T __C::*, __m> {
  static constexpr __fc_targ get() { return __fc_targ{&__ferrocuda_type_name<__fc_value_tag<__T __C::*, __m>>, 0, 'f', nullptr}; }
};
template <class __R, class... __A, __R (*__f)(__A...)> struct __fc_value_desc<__R (*)(__A...), __f> {
  static constexpr __fc_targ get() { return __fc_targ{&__ferrocuda_type_name<__fc_value_tag<__R (*)(__A...), __f>>, 0, 'f', nullptr}; }
};
";

/// `__ferrocuda_type_name<T>()` is the runtime header's; the prelude declares it for the
/// helpers, and when the headers lack it, the rewrite defines it at the end, where
/// `<typeinfo>` has been read (the runtime header's also serves programs built without RTTI,
/// which this one does not).
const TYPE_NAME_DECL: &str = "template <class __T> inline const char* __ferrocuda_type_name();\n";
const TYPE_NAME_DEF: &str = "\
template <class __T> const char* __ferrocuda_type_name() { return typeid(__T).name(); }
";

pub struct PreludeOptions {
    /// Some stub registers a template instantiation: the helpers are needed.
    pub templates: bool,
    /// The headers do not declare the registration entry points.
    pub declare_registration: bool,
    /// The file has extended lambdas: their construction needs `__fc_capture`.
    pub extended_lambdas: bool,
}

/// The prelude's lines, ending with a newline.
pub fn prelude(o: &PreludeOptions) -> String {
    let mut out = String::from("static void** __fc_module_handle();\n");
    out.push_str(RECORD_TYPES);
    if o.declare_registration {
        out.push_str(REGISTRATION_DECLS);
    }
    if o.templates {
        out.push_str(TYPE_NAME_DECL);
        out.push_str(TEMPLATE_HELPERS);
    }
    if o.extended_lambdas {
        out.push_str(super::lambdas::CAPTURE_TYPE);
    }
    out
}

/// A device variable's registration in the footer: the expression naming its host shadow, its
/// name, whether it is `__constant__` and whether `__managed__`.
pub struct VarRegistration {
    pub shadow: String,
    pub name: String,
    pub constant: bool,
    pub managed: bool,
}

/// How the rewrite carries the device image.
#[derive(Clone, Copy, Debug)]
pub enum Image<'a> {
    /// In the text, as a string literal: the host compiler parses it, which costs it time in
    /// proportion to the image, but the text needs nothing beside it.
    Literal(&'a [u8]),
    /// In a file the assembler copies into the object (`.incbin`) when the rewrite is compiled,
    /// so the host compiler proper never sees it. The file must exist until then, and the path
    /// should be absolute: the assembler resolves a relative one against its own directory.
    File { path: &'a Path, len: usize },
}

impl Image<'_> {
    fn len(&self) -> usize {
        match self {
            Image::Literal(bytes) => bytes.len(),
            Image::File { len, .. } => *len,
        }
    }
}

/// Source bytes per line of a string literal.
const LITERAL_LINE: usize = 64;

/// `bytes` as a sequence of string literals, one line each. A string literal rather than a
/// list of hex bytes: images are hundreds of kilobytes and the host compiler reads a literal
/// several times faster. Printable ASCII stays as it is; `"`, `\\` and `?` (trigraphs) and
/// every other byte are escaped, the latter as three-digit octal, which no following character
/// can extend. The literal's terminating zero keeps the array non-empty for empty bytes.
fn string_literal(out: &mut String, bytes: &[u8]) {
    if bytes.is_empty() {
        out.push_str("\"\"\n");
    }
    for chunk in bytes.chunks(LITERAL_LINE) {
        out.push('"');
        for &b in chunk {
            match b {
                b'"' | b'\\' | b'?' => {
                    out.push('\\');
                    out.push(b as char);
                }
                0x20..=0x7e => out.push(b as char),
                _ => {
                    let _ = write!(out, "\\{b:03o}");
                }
            }
        }
        out.push_str("\"\n");
    }
}

/// `path` as an assembler string: every byte but letters, digits and `/._-` in octal, so that
/// no name (spaces, quotes, backslashes, newlines) can end the string or the directive.
fn asm_string(path: &Path) -> String {
    let mut out = String::from("\"");
    for &b in path.as_os_str().as_encoded_bytes() {
        if b.is_ascii_alphanumeric() || b"/._-".contains(&b) {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:03o}");
        }
    }
    out.push('"');
    out
}

/// The definition of `__fc_image`. The file's bytes go in a read-only section of their own
/// under a local label, so objects that each embed an image link together, and the
/// declaration is hidden so that even position-independent code reaches it without the GOT.
fn image_definition(out: &mut String, image: &Image) {
    match image {
        Image::Literal(bytes) => {
            out.push_str("static const unsigned char __fc_image[] =\n");
            string_literal(out, bytes);
            out.push_str(";\n");
        }
        Image::File { path, .. } => {
            let asm = format!(
                ".pushsection .rodata.ferrocuda_image,\"a\"\n.balign 16\n__fc_image:\n.incbin {}\n.popsection\n",
                asm_string(path)
            );
            out.push_str("__asm__(\n");
            string_literal(out, asm.as_bytes());
            out.push_str(");\n");
            out.push_str(
                "extern \"C\" __attribute__((visibility(\"hidden\"))) const unsigned char __fc_image[];\n",
            );
        }
    }
}

/// The end of the rewritten file: the image, then the registration run at static
/// initialization or on the first `__fc_module_handle()` call, whichever comes first. `records`:
/// whether the file leaves records (it has kernels or variable templates).
pub fn footer(
    image: &Image,
    vars: &[VarRegistration],
    records: bool,
    define_type_name: bool,
) -> String {
    let mut out = String::from("\n# 1 \"<ferrocuda registration>\"\n");
    image_definition(&mut out, image);
    if define_type_name {
        out.push_str(TYPE_NAME_DEF);
    }
    if records {
        // Hidden: each program and shared library walks its own records. Weak: a section no
        // object has leaves them undefined.
        let _ = writeln!(
            out,
            "extern \"C\" __attribute__((weak, visibility(\"hidden\"))) const __fc_record __start_{RECORDS_SECTION}[], __stop_{RECORDS_SECTION}[];"
        );
        let _ = writeln!(
            out,
            "extern \"C\" __attribute__((weak, visibility(\"hidden\"))) const __fc_record* const __start_{RECORD_LISTS_SECTION}[], * const __stop_{RECORD_LISTS_SECTION}[];"
        );
    }
    out.push_str("static void** __fc_register_module() {\n");
    let _ = writeln!(
        out,
        "  void** __h = __ferrocudaRegisterModule(__fc_image, {}ULL);",
        image.len()
    );
    for v in vars {
        let _ = writeln!(
            out,
            "  __ferrocudaRegisterVar(__h, (void*)&{0}, \"{1}\", sizeof({0}), {2}, {3});",
            v.shadow,
            v.name,
            u8::from(v.constant),
            u8::from(v.managed)
        );
    }
    if records {
        let _ = writeln!(
            out,
            "  __ferrocudaRegisterRecords(__h, __fc_module_handle, __start_{RECORDS_SECTION}, __stop_{RECORDS_SECTION}, __start_{RECORD_LISTS_SECTION}, __stop_{RECORD_LISTS_SECTION});"
        );
    }
    out.push_str("  return __h;\n}\n");
    // Not a function-local static with a dynamic initializer: its guard would pull the C++
    // runtime's guard and unwinding symbols into every program, and resolving them against
    // libstdc++ doubles the link's time. A race between two first calls registers the image
    // twice, which the runtime answers with the same handle. (2 and 3 are __ATOMIC_ACQUIRE
    // and __ATOMIC_RELEASE: the text is past the preprocessor.)
    out.push_str(
        "static void** __fc_module_handle() {\n  static void** __h;\n  void** __m = __atomic_load_n(&__h, 2);\n  if (!__m) {\n    __m = __fc_register_module();\n    __atomic_store_n(&__h, __m, 3);\n  }\n  return __m;\n}\n",
    );
    out.push_str(
        "static void** const __fc_module_at_startup __attribute__((unused)) = __fc_module_handle();\n",
    );
    out
}

/// The prefix of the symbols [`device_link_anchors`] makes.
const DEVICE_SYMBOL_PREFIX: &str = "__fc_device_";

/// The symbol standing for the device linkage name `linkage`: its letters and digits as they
/// are, every other byte as `_` and two hex digits, so that a link error shows the name and
/// [`device_symbol_linkage`] reads it back.
fn device_symbol(linkage: &str) -> String {
    let mut out = String::from(DEVICE_SYMBOL_PREFIX);
    for b in linkage.bytes() {
        match b.is_ascii_alphanumeric() {
            true => out.push(b as char),
            false => {
                let _ = write!(out, "_{b:02x}");
            }
        }
    }
    out
}

/// The device linkage name a symbol of [`device_link_anchors`] stands for, if it is one.
pub fn device_symbol_linkage(symbol: &str) -> Option<String> {
    let mut rest = symbol.strip_prefix(DEVICE_SYMBOL_PREFIX)?.bytes();
    let mut bytes = Vec::new();
    while let Some(b) = rest.next() {
        bytes.push(match b {
            b'_' => {
                let hex = [rest.next()?, rest.next()?];
                u8::from_str_radix(std::str::from_utf8(&hex).ok()?, 16).ok()?
            }
            _ => b,
        });
    }
    String::from_utf8(bytes).ok()
}

/// Host symbols standing for relocatable device code's linkage, so that the host linker picks
/// the objects a program's device code needs, as nvcc's device link picks them: every name
/// this file's device code defines becomes a weak hidden host symbol, and every name it uses
/// from another file a reference to one. A static library member that only device code calls
/// is then pulled into the link, and a device symbol no object defines is an undefined
/// reference when the program links (not when it loads). Hidden: a shared library's device
/// code is not the program's, as nvcc links each separately.
pub fn device_link_anchors(defined: &[String], used: &[String]) -> String {
    if defined.is_empty() && used.is_empty() {
        return String::new();
    }
    let mut out = String::from("extern \"C\" {\n");
    let kinds = [
        (defined, "weak, visibility(\"hidden\")", " = 0"),
        (used, "visibility(\"hidden\")", ""),
    ];
    for (names, attributes, definition) in kinds {
        for name in names {
            let _ = writeln!(
                out,
                "/* {} */ __attribute__(({attributes})) extern const char {}{definition};",
                name.replace("*/", "* /"),
                device_symbol(name)
            );
        }
    }
    out.push_str("}\n");
    if !used.is_empty() {
        out.push_str(
            "static const void* const __fc_device_code_uses[] __attribute__((used)) = {\n",
        );
        for name in used {
            let _ = writeln!(out, "  &{},", device_symbol(name));
        }
        out.push_str("};\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn device_symbols_read_back_as_their_linkage_names() {
        for linkage in [
            "helper(int)",
            "_Z6helperi",
            "ns::f<float>(float*, int)",
            "über",
        ] {
            let symbol = device_symbol(linkage);
            assert!(symbol[DEVICE_SYMBOL_PREFIX.len()..]
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_'));
            assert_eq!(device_symbol_linkage(&symbol).as_deref(), Some(linkage));
        }
        assert_eq!(device_symbol_linkage("__fc_device_code_uses"), None);
        assert_eq!(device_symbol_linkage("main"), None);
    }
}
