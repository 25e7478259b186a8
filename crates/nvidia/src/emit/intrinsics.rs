//! Device functions, atomics and warp/block synchronisation as calls to CUDA's own functions.
//!
//! An intrinsic's key is `name(argument types)` as the front end writes it (`sinf(f32)`,
//! `min(u32,u32)`, `__popc(u32)`), or a bare `printf`, `memset` or assert-failure name. The
//! name is CUDA's, so most keys become a call of that name with each argument cast to its
//! listed type. The exceptions are where CUDA C spells a function differently than the key:
//! - C++ overloads of the C math functions (`sqrt(f32)`) become the `f`-suffixed C functions
//!   (`sqrtf`), which NVRTC declares in every configuration;
//! - `min`/`max` become `fminf`/`fmin`/`fmaxf`/`fmax` on floats (as the CPU backend computes them)
//!   and inline comparisons on integers, with the signedness the key gives;
//! - the classification functions (`isnan`, ...) are inline expressions;
//! - a pointer argument, whose pointee the key does not say, converts to whatever pointer type
//!   the function takes (`fcx_anyptr`), except for the cache-hinted loads and stores, which are
//!   overloaded on the pointee and so get it from the value's type, and `nan`'s tag, a string.

use super::function::Body;
use super::types::{ctype, utype};
use ferrocuda_ir::texture::{Fetch, SurfaceAccess, TexelKind, TexelType};
use ferrocuda_ir::{AtomicOp, AtomicScope, SyncOp, Type, Var};

/// C math functions whose `float` form is the name with an `f` suffix.
#[rustfmt::skip]
const C_MATH: &[&str] = &[
    "acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "cbrt", "ceil", "copysign", "cos",
    "cosh", "cospi", "cyl_bessel_i0", "cyl_bessel_i1", "erf", "erfc", "erfcinv", "erfcx", "erfinv",
    "exp", "exp10", "exp2", "expm1", "fabs", "fdim", "floor", "fma", "fmax", "fmin", "fmod",
    "frexp", "hypot", "ilogb", "j0", "j1", "jn", "ldexp", "lgamma", "llrint", "llround", "log",
    "log10", "log1p", "log2", "logb", "lrint", "lround", "modf", "nearbyint", "nextafter", "norm3d",
    "norm4d", "normcdf", "normcdfinv", "pow", "rcbrt", "remainder", "remquo", "rhypot", "rint",
    "rnorm3d", "rnorm4d", "round", "rsqrt", "scalbln", "scalbn", "sin", "sincos", "sincospi",
    "sinh", "sinpi", "sqrt", "tan", "tanh", "tgamma", "trunc", "y0", "y1", "yn",
];

/// Loads and stores with cache hints, overloaded on the pointee type.
const HINTED_LOADS: &[&str] = &["__ldg", "__ldcg", "__ldca", "__ldcs", "__ldlu", "__ldcv"];
const HINTED_STORES: &[&str] = &["__stwb", "__stcg", "__stcs", "__stwt"];

/// The C type a key's type name stands for (`None` for `ptr` and unknown names).
fn key_type(k: &str) -> Option<&'static str> {
    Some(match k {
        "bool" => "bool",
        "i8" => "signed char",
        "u8" => "unsigned char",
        "i16" => "short",
        "u16" => "unsigned short",
        "i32" => "int",
        "u32" => "unsigned int",
        "i64" => "long long",
        "u64" => "unsigned long long",
        "f32" => "float",
        "f64" => "double",
        _ => return None,
    })
}

/// Splits `name(t1,t2)` into the name (without a `std::` or `::` qualifier) and the types.
fn split_key(key: &str) -> (&str, Vec<&str>) {
    let (name, types) = match key.find('(') {
        Some(i) => {
            let inner = key[i + 1..].trim_end_matches(')');
            let types = if inner.trim().is_empty() {
                vec![]
            } else {
                inner.split(',').map(str::trim).collect()
            };
            (&key[..i], types)
        }
        None => (key, vec![]),
    };
    let name = name.trim();
    let name = name.strip_prefix("std::").unwrap_or(name);
    (name.strip_prefix("::").unwrap_or(name), types)
}

fn arg_list(args: &[Var], types: &[&str]) -> String {
    args.iter()
        .enumerate()
        .map(|(i, a)| match types.get(i).copied() {
            Some("ptr") => format!("fcx_anyptr{{v{}}}", a.0),
            Some("str") => format!("(const char*)v{}", a.0),
            Some(k) => match key_type(k) {
                Some(t) => format!("({t})v{}", a.0),
                None => format!("v{}", a.0),
            },
            None => format!("v{}", a.0),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Writes the call `expr`, storing its value in `dst` when there is one.
fn finish(b: &mut Body, dst: Option<Var>, expr: &str) {
    match dst {
        Some(d) => b.assign_cast(d, expr),
        None => b.line(format!("{expr};")),
    }
}

/// The device runtime's API (CUDA's `cuda_device_runtime_api.h`): each function's parameter
/// types, which its arguments are cast to (enumerations and stream handles do not convert
/// implicitly).
const DEVICE_RUNTIME: &[(&str, &[&str])] = &[
    ("cudaGetLastError", &[]),
    ("cudaPeekAtLastError", &[]),
    ("cudaGetErrorString", &["cudaError_t"]),
    ("cudaGetErrorName", &["cudaError_t"]),
    (
        "cudaStreamCreateWithFlags",
        &["cudaStream_t*", "unsigned int"],
    ),
    ("cudaStreamDestroy", &["cudaStream_t"]),
    ("cudaMalloc", &["void**", "size_t"]),
    ("cudaFree", &["void*"]),
    (
        "cudaMemcpyAsync",
        &[
            "void*",
            "const void*",
            "size_t",
            "cudaMemcpyKind",
            "cudaStream_t",
        ],
    ),
    (
        "cudaMemsetAsync",
        &["void*", "int", "size_t", "cudaStream_t"],
    ),
    (
        "cudaEventCreateWithFlags",
        &["cudaEvent_t*", "unsigned int"],
    ),
    ("cudaEventRecord", &["cudaEvent_t", "cudaStream_t"]),
    (
        "cudaStreamWaitEvent",
        &["cudaStream_t", "cudaEvent_t", "unsigned int"],
    ),
    ("cudaEventDestroy", &["cudaEvent_t"]),
    ("cudaDeviceGetAttribute", &["int*", "cudaDeviceAttr", "int"]),
];

/// Whether intrinsic `key` is a function of the device runtime.
pub(super) fn is_device_runtime(key: &str) -> bool {
    let (name, _) = split_key(key);
    DEVICE_RUNTIME.iter().any(|(n, _)| *n == name)
}

/// CUDA's name for a texel type: a scalar, or a vector type of 2 or 4 components.
fn texel_type_name(t: &TexelType) -> String {
    let (scalar, vector) = match (t.kind, t.bits) {
        (TexelKind::Float, _) => ("float", "float"),
        (TexelKind::Signed, 8) => ("signed char", "char"),
        (TexelKind::Unsigned, 8) => ("unsigned char", "uchar"),
        (TexelKind::Signed, 16) => ("short", "short"),
        (TexelKind::Unsigned, 16) => ("unsigned short", "ushort"),
        (TexelKind::Signed, _) => ("int", "int"),
        (TexelKind::Unsigned, _) => ("unsigned int", "uint"),
    };
    match t.lanes {
        1 => scalar.to_string(),
        n => format!("{vector}{n}"),
    }
}

pub(super) fn intrinsic(
    b: &mut Body,
    dst: Option<Var>,
    key: &str,
    args: &[Var],
) -> Result<(), String> {
    let (name, mut types) = split_key(key);
    let need = |n: usize| {
        if args.len() < n {
            Err(format!("'{key}' needs {n} arguments"))
        } else {
            Ok(())
        }
    };
    let v = |i: usize| format!("v{}", args[i].0);
    if let Some(fetch) = Fetch::parse(key) {
        need(2 + fetch.op.coordinates().len())?;
        let texel = texel_type_name(&fetch.texel);
        let mut coords: Vec<String> = (2..args.len()).map(v).collect();
        if let Some(dims) = fetch.op.gradient_dimensions() {
            // CUDA's own gradient fetch, given the gradients the header's array holds.
            let gradients = coords.pop().unwrap_or_default();
            let g = |i: usize| format!("((const float*){gradients})[{i}]");
            let vector = |first: usize| match dims {
                1 => g(first),
                2 => format!("make_float2({}, {})", g(first), g(first + 1)),
                _ => format!(
                    "make_float4({}, {}, {}, 0.0f)",
                    g(first),
                    g(first + 1),
                    g(first + 2)
                ),
            };
            coords.push(vector(0));
            coords.push(vector(dims));
            let function = fetch.op.cuda_name().trim_start_matches("__ferrocuda_");
            b.line(format!(
                "*({texel}*){} = {function}<{texel}>((cudaTextureObject_t){}, {});",
                v(0),
                v(1),
                coords.join(", ")
            ));
            return Ok(());
        }
        b.line(format!(
            "*({texel}*){} = {}<{texel}>((cudaTextureObject_t){}, {});",
            v(0),
            fetch.op.cuda_name(),
            v(1),
            coords.join(", ")
        ));
        return Ok(());
    }
    if let Some(access) = SurfaceAccess::parse(key) {
        need(3 + access.shape.coordinates())?;
        let texel = texel_type_name(&access.texel);
        let coords: Vec<String> = (2..2 + access.shape.coordinates()).map(v).collect();
        let (object, coords) = (v(1), coords.join(", "));
        let mode = v(2 + access.shape.coordinates());
        let function = access.cuda_name();
        b.line(if access.write {
            format!(
                "{function}(*({texel}*){}, (cudaSurfaceObject_t){object}, {coords}, (cudaSurfaceBoundaryMode){mode});",
                v(0)
            )
        } else {
            format!(
                "*({texel}*){} = {function}<{texel}>((cudaSurfaceObject_t){object}, {coords}, (cudaSurfaceBoundaryMode){mode});",
                v(0)
            )
        });
        return Ok(());
    }
    if let Some((_, params)) = DEVICE_RUNTIME.iter().find(|(n, _)| *n == name) {
        need(params.len())?;
        let args: Vec<String> = params
            .iter()
            .enumerate()
            .map(|(i, t)| format!("({t}){}", v(i)))
            .collect();
        finish(b, dst, &format!("{name}({})", args.join(", ")));
        return Ok(());
    }
    match name {
        ferrocuda_ir::IS_CONSTANT_EVALUATED => {
            finish(b, dst, "false");
            return Ok(());
        }
        "printf" => {
            need(1)?;
            let mut parts = vec![format!("(const char*){}", v(0))];
            for a in &args[1..] {
                // Variadic arguments as C promotes them.
                parts.push(match b.ty(*a) {
                    Type::Bool | Type::I8 | Type::I16 => format!("(int)v{}", a.0),
                    Type::F32 => format!("(double)v{}", a.0),
                    _ => format!("v{}", a.0),
                });
            }
            finish(b, dst, &format!("printf({})", parts.join(", ")));
            return Ok(());
        }
        "vprintf" => {
            need(2)?;
            let call = format!("vprintf((const char*){}, (const char*){})", v(0), v(1));
            finish(b, dst, &call);
            return Ok(());
        }
        // `--use_fast_math`'s square root (`-prec-sqrt=false`) and hyperbolic tangent, which
        // CUDA C has no names for.
        "__ferrocuda_sqrt_approx" | "__ferrocuda_tanh_approx" => {
            need(1)?;
            let instruction = match name {
                "__ferrocuda_sqrt_approx" => "sqrt.approx.ftz.f32",
                _ => "tanh.approx.f32",
            };
            b.line(format!(
                "{{ float r; asm(\"{instruction} %0, %1;\" : \"=f\"(r) : \"f\"((float){})); {} }}",
                v(0),
                dst.map_or(String::new(), |d| format!("v{} = r;", d.0))
            ));
            return Ok(());
        }
        "__ferrocuda_assert_fail" | "__assertfail" | "__assert_fail" => {
            need(4)?;
            // CUDA's device assert: prints the message and stops the kernel with
            // cudaErrorAssert. The last argument is the size of a character.
            b.line(format!(
                "__assertfail((const char*){}, (const char*){}, (unsigned int){}, (const char*){}, 1);",
                v(0),
                v(1),
                v(2),
                v(3)
            ));
            return Ok(());
        }
        "memset" => {
            need(3)?;
            let call = format!(
                "memset({}, (int){}, (unsigned long long){})",
                v(0),
                v(1),
                v(2)
            );
            finish(b, dst, &call);
            return Ok(());
        }
        // The results go through pointers to the argument's own type.
        "sincos" | "sincosf" | "sincospi" | "sincospif" => {
            need(3)?;
            let (t, f) = match b.ty(args[0]) {
                Type::F32 => ("float", "f"),
                _ => ("double", ""),
            };
            let base = name.trim_end_matches('f');
            let call = format!("{base}{f}(({t}){}, ({t}*){}, ({t}*){})", v(0), v(1), v(2));
            finish(b, dst, &call);
            return Ok(());
        }
        "memcpy" | "memmove" => {
            need(3)?;
            let call = format!("{name}({}, {}, (unsigned long long){})", v(0), v(1), v(2));
            finish(b, dst, &call);
            return Ok(());
        }
        // `::operator new(n)` and `::operator delete(p[, n])` called as functions: the
        // device heap's allocation, as `new` and `delete` use it.
        "malloc" | "operator new" | "operator new[]" => {
            need(1)?;
            finish(b, dst, &format!("malloc((unsigned long long){})", v(0)));
            return Ok(());
        }
        "free" | "operator delete" | "operator delete[]" => {
            need(1)?;
            finish(b, dst, &format!("free({})", v(0)));
            return Ok(());
        }
        "__cluster_barrier_arrive" | "__cluster_barrier_arrive_relaxed" => {
            finish(b, dst, &format!("{name}()"));
            return Ok(());
        }
        "__cluster_map_shared_rank" => {
            need(2)?;
            let call = format!(
                "__cluster_map_shared_rank((void*){}, (unsigned int){})",
                v(0),
                v(1)
            );
            finish(b, dst, &call);
            return Ok(());
        }
        "__cluster_query_shared_rank" => {
            need(1)?;
            finish(
                b,
                dst,
                &format!("__cluster_query_shared_rank((const void*){})", v(0)),
            );
            return Ok(());
        }
        _ => {}
    }
    if HINTED_LOADS.contains(&name) && args.len() == 1 {
        let Some(d) = dst else { return Ok(()) };
        let e = match b.ty(d) {
            Type::Bool => format!("*(const bool*){}", v(0)),
            Type::Ptr => format!("{name}((const unsigned long long*){})", v(0)),
            t => format!("{name}((const {}*){})", ctype(t), v(0)),
        };
        b.assign_cast(d, &e);
        return Ok(());
    }
    if HINTED_STORES.contains(&name) && args.len() == 2 {
        let line = match b.ty(args[1]) {
            Type::Bool => format!("*(bool*){} = {};", v(0), v(1)),
            Type::Ptr => format!(
                "{name}((unsigned long long*){}, (unsigned long long){});",
                v(0),
                v(1)
            ),
            t => format!("{name}(({}*){}, {});", ctype(t), v(0), v(1)),
        };
        b.line(line);
        return Ok(());
    }

    let float_args: Vec<&str> = types
        .iter()
        .copied()
        .filter(|t| *t == "f32" || *t == "f64")
        .collect();
    let all_f32 = !float_args.is_empty() && float_args.iter().all(|t| *t == "f32");
    let any_float = !float_args.is_empty();

    // Classification, inline: the C++ overloads are not declared in every NVRTC setting.
    if matches!(name, "isnan" | "isinf" | "isfinite" | "signbit") && args.len() == 1 && any_float {
        let x = v(0);
        let inf = if all_f32 {
            "__int_as_float(0x7f800000)"
        } else {
            "__longlong_as_double(0x7ff0000000000000ll)"
        };
        let e = match name {
            "isnan" => format!("({x} != {x})"),
            "isinf" => format!("({x} == {inf} || {x} == -{inf})"),
            "isfinite" => format!("({x} == {x} && {x} != {inf} && {x} != -{inf})"),
            _ if all_f32 => format!("(__float_as_int({x}) < 0)"),
            _ => format!("(__double_as_longlong({x}) < 0)"),
        };
        finish(b, dst, &e);
        return Ok(());
    }

    // Integer min/max, inline with the key's signedness and the wider operand's width.
    let int_minmax = matches!(
        name,
        "min" | "max" | "umin" | "umax" | "llmin" | "llmax" | "ullmin" | "ullmax"
    ) && args.len() == 2
        && !any_float;
    if int_minmax {
        let unsigned = name.starts_with('u')
            || name.starts_with("ull")
            || types.iter().any(|t| t.starts_with('u'));
        let wide = name.starts_with("ll")
            || name.starts_with("ull")
            || types.iter().any(|t| *t == "i64" || *t == "u64")
            || args.iter().any(|a| b.ty(*a).bytes() == 8);
        let t = match (wide, unsigned) {
            (true, true) => "unsigned long long",
            (true, false) => "long long",
            (false, true) => "unsigned int",
            (false, false) => "int",
        };
        let cmp = if name.ends_with("min") { "<" } else { ">" };
        if let Some(d) = dst {
            let pick = format!("(fct_a {cmp} fct_b ? fct_a : fct_b)");
            let store = match b.ty(d) {
                Type::Bool => format!("v{} = ({pick}) != 0;", d.0),
                Type::Ptr => format!("v{} = (char*){pick};", d.0),
                dt => format!("v{} = ({}){pick};", d.0, ctype(dt)),
            };
            b.line(format!(
                "{{ {t} fct_a = ({t}){}, fct_b = ({t}){}; {store} }}",
                v(0),
                v(1)
            ));
        }
        return Ok(());
    }

    let c_name: String = match name {
        "abs" | "fabs" if any_float => (if all_f32 { "fabsf" } else { "fabs" }).into(),
        "min" | "fmin" if any_float => (if all_f32 { "fminf" } else { "fmin" }).into(),
        "max" | "fmax" if any_float => (if all_f32 { "fmaxf" } else { "fmax" }).into(),
        "abs" if types.first().is_some_and(|t| *t == "i64" || *t == "u64") => "llabs".into(),
        n if all_f32 && C_MATH.contains(&n) => format!("{n}f"),
        n => n.to_string(),
    };
    if c_name.is_empty()
        || !c_name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_')
    {
        return Err(format!(
            "device function '{key}' has no CUDA C equivalent for the NVIDIA backend"
        ));
    }
    // Functions of a C string take it as such (their one pointer argument).
    if matches!(name, "nan" | "nanf") {
        types = types
            .iter()
            .map(|t| if *t == "ptr" { "str" } else { t })
            .collect();
    }
    finish(b, dst, &format!("{c_name}({})", arg_list(args, &types)));
    Ok(())
}

pub(super) fn atomic(
    b: &mut Body,
    dst: Var,
    op: AtomicOp,
    addr: Var,
    value: Var,
    scope: AtomicScope,
) -> Result<(), String> {
    let t = b.ty(value);
    let (p, x) = (addr.0, value.0);
    let ull = "unsigned long long";
    let call = match (t, op) {
        (Type::I32, AtomicOp::UMin | AtomicOp::UMax | AtomicOp::Inc | AtomicOp::Dec) => {
            let f = match op {
                AtomicOp::UMin => "atomicMin",
                AtomicOp::UMax => "atomicMax",
                AtomicOp::Inc => "atomicInc",
                _ => "atomicDec",
            };
            format!("{f}((unsigned int*)v{p}, (unsigned int)v{x})")
        }
        (Type::I32, _) => {
            let f = match op {
                AtomicOp::Add => "atomicAdd",
                AtomicOp::Sub => "atomicSub",
                AtomicOp::Exch => "atomicExch",
                AtomicOp::SMin => "atomicMin",
                AtomicOp::SMax => "atomicMax",
                AtomicOp::And => "atomicAnd",
                AtomicOp::Or => "atomicOr",
                AtomicOp::Xor => "atomicXor",
                _ => return Err(unsupported(op, t)),
            };
            format!("{f}((int*)v{p}, v{x})")
        }
        (Type::I64 | Type::Ptr, AtomicOp::SMin | AtomicOp::SMax) => {
            let f = if op == AtomicOp::SMin {
                "atomicMin"
            } else {
                "atomicMax"
            };
            format!("{f}((long long*)v{p}, (long long)v{x})")
        }
        // There is no 64-bit atomicSub: add the two's complement.
        (Type::I64 | Type::Ptr, AtomicOp::Sub) => {
            format!("atomicAdd(({ull}*)v{p}, 0ull - ({ull})v{x})")
        }
        (Type::I64 | Type::Ptr, _) => {
            let f = match op {
                AtomicOp::Add => "atomicAdd",
                AtomicOp::Exch => "atomicExch",
                AtomicOp::UMin => "atomicMin",
                AtomicOp::UMax => "atomicMax",
                AtomicOp::And => "atomicAnd",
                AtomicOp::Or => "atomicOr",
                AtomicOp::Xor => "atomicXor",
                _ => return Err(unsupported(op, t)),
            };
            format!("{f}(({ull}*)v{p}, ({ull})v{x})")
        }
        (Type::F32 | Type::F64, AtomicOp::FAdd | AtomicOp::Add | AtomicOp::Exch) => {
            let f = if op == AtomicOp::Exch {
                "atomicExch"
            } else {
                "atomicAdd"
            };
            if t == Type::F64 && op == AtomicOp::Exch {
                return Err(unsupported(op, t));
            }
            format!("{f}(({}*)v{p}, v{x})", ctype(t))
        }
        _ => return Err(unsupported(op, t)),
    };
    b.assign_cast(dst, &scoped(&call, scope));
    Ok(())
}

/// `call` (whose first function is CUDA's device-scope atomic) with the atomic of `scope`.
fn scoped(call: &str, scope: AtomicScope) -> String {
    let suffix = match scope {
        AtomicScope::Block => "_block",
        AtomicScope::Device => return call.to_string(),
        AtomicScope::System => "_system",
    };
    match call
        .find("atomic")
        .and_then(|at| Some(at + call[at..].find('(')?))
    {
        Some(open) => format!("{}{suffix}{}", &call[..open], &call[open..]),
        None => call.to_string(),
    }
}

fn unsupported(op: AtomicOp, t: Type) -> String {
    format!("atomic {op:?} on {t} values is not supported on NVIDIA GPUs")
}

pub(super) fn atomic_cas(
    b: &mut Body,
    dst: Var,
    addr: Var,
    expected: Var,
    new: Var,
    scope: AtomicScope,
) -> Result<(), String> {
    let (p, e, n) = (addr.0, expected.0, new.0);
    let ull = "unsigned long long";
    let call = match b.ty(new) {
        Type::I32 => format!("atomicCAS((int*)v{p}, v{e}, v{n})"),
        Type::I64 | Type::Ptr => {
            format!("atomicCAS(({ull}*)v{p}, ({ull})v{e}, ({ull})v{n})")
        }
        Type::I16 => {
            format!("atomicCAS((unsigned short*)v{p}, (unsigned short)v{e}, (unsigned short)v{n})")
        }
        Type::F32 => format!(
            "__int_as_float(atomicCAS((int*)v{p}, __float_as_int(v{e}), __float_as_int(v{n})))"
        ),
        Type::F64 => format!(
            "__longlong_as_double((long long)atomicCAS(({ull}*)v{p}, \
             ({ull})__double_as_longlong(v{e}), ({ull})__double_as_longlong(v{n})))"
        ),
        t => {
            return Err(format!(
                "atomicCAS on {t} values is not supported on NVIDIA GPUs"
            ))
        }
    };
    b.assign_cast(dst, &scoped(&call, scope));
    Ok(())
}

/// A value passed to a warp operation: as `int`, `long long` or its float type.
fn warp_value(b: &Body, v: Var) -> String {
    match b.ty(v) {
        Type::I64 | Type::Ptr => format!("(long long)v{}", v.0),
        Type::F32 | Type::F64 => format!("v{}", v.0),
        _ => format!("(int)v{}", v.0),
    }
}

pub(super) fn sync(b: &mut Body, dst: Option<Var>, op: SyncOp, args: &[Var]) -> Result<(), String> {
    let need = |n: usize| {
        if args.len() < n {
            Err(format!("synchronisation {op:?} needs {n} arguments"))
        } else {
            Ok(())
        }
    };
    let mask = |i: usize| format!("(unsigned int)v{}", args[i].0);
    let call = match op {
        SyncOp::Barrier => "__syncthreads()".to_string(),
        SyncOp::GridSync => format!("fcx_grid_sync({})", super::function::COOPERATIVE_FLAG),
        SyncOp::ClusterSync => "__cluster_barrier_wait()".to_string(),
        SyncOp::BarrierCount | SyncOp::BarrierAnd | SyncOp::BarrierOr => {
            need(1)?;
            let f = match op {
                SyncOp::BarrierCount => "__syncthreads_count",
                SyncOp::BarrierAnd => "__syncthreads_and",
                _ => "__syncthreads_or",
            };
            format!("{f}((int)v{})", args[0].0)
        }
        SyncOp::WarpSync => match args.first() {
            Some(m) => format!("__syncwarp((unsigned int)v{})", m.0),
            None => "__syncwarp()".to_string(),
        },
        SyncOp::ShflIdx | SyncOp::ShflUp | SyncOp::ShflDown | SyncOp::ShflXor => {
            need(4)?;
            let (f, lane_ty) = match op {
                SyncOp::ShflIdx => ("__shfl_sync", "int"),
                SyncOp::ShflUp => ("__shfl_up_sync", "unsigned int"),
                SyncOp::ShflDown => ("__shfl_down_sync", "unsigned int"),
                _ => ("__shfl_xor_sync", "int"),
            };
            format!(
                "{f}({}, {}, ({lane_ty})v{}, (int)v{})",
                mask(0),
                warp_value(b, args[1]),
                args[2].0,
                args[3].0
            )
        }
        SyncOp::VoteAll | SyncOp::VoteAny | SyncOp::VoteBallot => {
            need(2)?;
            let f = match op {
                SyncOp::VoteAll => "__all_sync",
                SyncOp::VoteAny => "__any_sync",
                _ => "__ballot_sync",
            };
            format!("{f}({}, (int)v{})", mask(0), args[1].0)
        }
        SyncOp::MatchAny => {
            need(2)?;
            format!("__match_any_sync({}, {})", mask(0), match_value(b, args[1]))
        }
        SyncOp::MatchAll => {
            need(2)?;
            b.needs_pred = true;
            format!(
                "__match_all_sync({}, {}, &fct_pred)",
                mask(0),
                match_value(b, args[1])
            )
        }
        SyncOp::ReduceAdd
        | SyncOp::ReduceMin
        | SyncOp::ReduceMax
        | SyncOp::ReduceUMin
        | SyncOp::ReduceUMax
        | SyncOp::ReduceAnd
        | SyncOp::ReduceOr
        | SyncOp::ReduceXor => {
            need(2)?;
            let (f, ty) = match op {
                SyncOp::ReduceAdd => ("add", "unsigned int"),
                SyncOp::ReduceMin => ("min", "int"),
                SyncOp::ReduceMax => ("max", "int"),
                SyncOp::ReduceUMin => ("min", "unsigned int"),
                SyncOp::ReduceUMax => ("max", "unsigned int"),
                SyncOp::ReduceAnd => ("and", "unsigned int"),
                SyncOp::ReduceOr => ("or", "unsigned int"),
                _ => ("xor", "unsigned int"),
            };
            format!("__reduce_{f}_sync({}, ({ty})v{})", mask(0), args[1].0)
        }
        SyncOp::ActiveMask => "__activemask()".to_string(),
        // A scheduling hint for backends that run a block's threads in turn; the GPU runs them
        // together.
        SyncOp::Yield | SyncOp::OrderedYield | SyncOp::SpinYield => return Ok(()),
    };
    finish(b, dst, &call);
    Ok(())
}

/// A value compared by `__match_*_sync`: its bits as an unsigned integer of its width.
fn match_value(b: &Body, v: Var) -> String {
    match b.ty(v) {
        Type::F32 => format!("__float_as_uint(v{})", v.0),
        Type::F64 => format!("(unsigned long long)__double_as_longlong(v{})", v.0),
        t => format!(
            "({})v{}",
            utype(t)
                .replace("unsigned char", "unsigned int")
                .replace("unsigned short", "unsigned int"),
            v.0
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys() {
        assert_eq!(split_key("sinf(f32)"), ("sinf", vec!["f32"]));
        assert_eq!(split_key("std::min(u32,u32)"), ("min", vec!["u32", "u32"]));
        assert_eq!(split_key("__trap()"), ("__trap", vec![]));
        assert_eq!(split_key("printf"), ("printf", vec![]));
        assert_eq!(
            arg_list(&[Var(1), Var(2)], &["f32", "ptr"]),
            "(float)v1, fcx_anyptr{v2}"
        );
    }
}
