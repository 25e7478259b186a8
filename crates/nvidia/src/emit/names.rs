//! C identifiers for IR names, which may hold `<`, `,`, `::`, spaces or `#`.
//!
//! File-scope names of the emitted source live in three disjoint families, so none can collide
//! with another whatever the program's names are:
//! - kernels: `fc_` + the sanitized name (+ `_N` when sanitizing made two names equal);
//! - module variables: `fcg<index>_` + the sanitized name;
//! - the emitter's own definitions: `fcx_...`.
//!
//! Names inside a kernel (`v<N>` registers, `p<N>` parameters, `b<N>` labels, `fcs<N>` slots,
//! `fct_...` temporaries) are local and shadow nothing the kernel refers to.

use std::collections::HashSet;

/// The longest sanitized part kept: template instance names can be very long, and the
/// identifier only needs to be unique and recognisable.
const MAX_LEN: usize = 120;

/// `name` with every character that cannot appear in a C identifier replaced by `_`, runs of
/// them collapsed, truncated to a readable length.
pub fn sanitize(name: &str) -> String {
    let mut out = String::with_capacity(name.len().min(MAX_LEN));
    let mut last_underscore = false;
    for c in name.chars() {
        if out.len() >= MAX_LEN {
            break;
        }
        if c.is_ascii_alphanumeric() {
            out.push(c);
            last_underscore = false;
        } else if !last_underscore {
            out.push('_');
            last_underscore = true;
        }
    }
    out
}

/// Gives each kernel a unique C name.
#[derive(Default)]
pub struct KernelNames {
    used: HashSet<String>,
}

impl KernelNames {
    pub fn name(&mut self, ir_name: &str) -> String {
        let base = format!("fc_{}", sanitize(ir_name));
        let mut name = base.clone();
        let mut n = 1;
        while !self.used.insert(name.clone()) {
            name = format!("{base}_{n}");
            n += 1;
        }
        name
    }
}

/// The C name of module variable number `index`.
pub fn global_name(index: usize, ir_name: &str) -> String {
    format!("fcg{index}_{}", sanitize(ir_name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_identifiers_and_unique() {
        assert_eq!(sanitize("add<int, 4>"), "add_int_4_");
        assert_eq!(sanitize("ns::k"), "ns_k");
        let mut k = KernelNames::default();
        assert_eq!(k.name("vector_add"), "fc_vector_add");
        assert_eq!(k.name("a<b>"), "fc_a_b_");
        assert_eq!(k.name("a(b)"), "fc_a_b__1");
        assert_eq!(global_name(3, "f()::counter#2"), "fcg3_f_counter_2");
        assert!(sanitize(&"x".repeat(1000)).len() <= MAX_LEN);
    }
}
