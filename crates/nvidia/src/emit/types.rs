//! The C types of IR registers, and the expressions that move integers between them.
//!
//! A register's C type fixes its width; signedness comes from the operation, so an operand is
//! viewed as the signed or unsigned type of its width as the opcode requires. Pointers are
//! `char*` (byte arithmetic, like the IR's) and are viewed as 64-bit integers; `bool` as a
//! byte.

use ferrocuda_ir::{Type, Var};

pub fn ctype(t: Type) -> &'static str {
    match t {
        Type::Bool => "bool",
        Type::I8 => "signed char",
        Type::I16 => "short",
        Type::I32 => "int",
        Type::I64 => "long long",
        Type::I128 => "__int128",
        Type::F32 => "float",
        Type::F64 => "double",
        Type::Ptr => "char*",
    }
}

/// The unsigned integer type of `t`'s width (floats have none and keep their own type).
pub fn utype(t: Type) -> &'static str {
    match t {
        Type::Bool | Type::I8 => "unsigned char",
        Type::I16 => "unsigned short",
        Type::I32 => "unsigned int",
        Type::I64 | Type::Ptr => "unsigned long long",
        Type::I128 => "unsigned __int128",
        Type::F32 | Type::F64 => ctype(t),
    }
}

/// The signed integer type of `t`'s width.
pub fn stype(t: Type) -> &'static str {
    match t {
        Type::Bool | Type::I8 => "signed char",
        Type::I16 => "short",
        Type::I32 => "int",
        Type::I64 | Type::Ptr => "long long",
        Type::I128 => "__int128",
        Type::F32 | Type::F64 => ctype(t),
    }
}

pub fn bits(t: Type) -> u32 {
    t.bytes() * 8
}

/// Register `v` (of type `t`) as a signed or unsigned integer of its width.
pub fn int_expr(v: Var, t: Type, signed: bool) -> String {
    match (t, signed) {
        (Type::I8 | Type::I16 | Type::I32 | Type::I64, true) => format!("v{}", v.0),
        (_, true) => format!("(({})v{})", stype(t), v.0),
        (_, false) => format!("(({})v{})", utype(t), v.0),
    }
}

/// An integer expression converted to a register of type `t`, keeping its low bits (and, for
/// `bool`, its lowest bit).
pub fn from_int(expr: &str, t: Type) -> String {
    match t {
        Type::Ptr => format!("(char*)({expr})"),
        Type::Bool => format!("((({expr}) & 1) != 0)"),
        _ => format!("({})({expr})", ctype(t)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views() {
        assert_eq!(int_expr(Var(3), Type::I32, false), "((unsigned int)v3)");
        assert_eq!(int_expr(Var(3), Type::I32, true), "v3");
        assert_eq!(int_expr(Var(1), Type::Ptr, true), "((long long)v1)");
        assert_eq!(from_int("x", Type::Bool), "(((x) & 1) != 0)");
        assert_eq!(from_int("x", Type::I16), "(short)(x)");
    }
}
