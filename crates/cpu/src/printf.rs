//! Kernel `printf`: C's conversions, each formatted by the C library itself so that widths,
//! precisions and float rounding are exactly what a CUDA program's host-side printf would give.

use std::ffi::CString;

/// The size of the argument a conversion reads where arguments are packed (CUDA's `vprintf`
/// buffer, each aligned to its size): an `int` (also a `char`, a `short` and a `*` width or
/// precision), or 8 bytes (a `long`, a `double`, a pointer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgSize {
    Four,
    Eight,
}

/// Formats `fmt` (a NUL-terminated string in device memory) with the arguments `next_arg`
/// hands out, one 64-bit word each (floats as double bits), given the size each conversion
/// reads. `read(p, n)` returns the device bytes at `p`, or `None` when they are not device
/// memory (such a `%s` prints `(null)`, as CUDA's printf does for bad pointers). The output is
/// bytes, as C's: what the strings and `%c` hold, whether or not it is UTF-8.
pub fn format(
    fmt: *const u8,
    mut next_arg: impl FnMut(ArgSize) -> u64,
    read: impl Fn(*const u8, usize) -> Option<Vec<u8>>,
) -> Vec<u8> {
    let Some(fmt) = read_c_string(fmt, &read) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < fmt.len() {
        if fmt[i] != b'%' {
            out.push(fmt[i]);
            i += 1;
            continue;
        }
        if fmt.get(i + 1) == Some(&b'%') {
            out.push(b'%');
            i += 2;
            continue;
        }
        let start = i;
        i += 1;
        while i < fmt.len() && b"-+ #0".contains(&fmt[i]) {
            i += 1;
        }
        while i < fmt.len() && (fmt[i].is_ascii_digit() || fmt[i] == b'.' || fmt[i] == b'*') {
            i += 1;
        }
        let len_start = i;
        while i < fmt.len() && b"hlLqjzt".contains(&fmt[i]) {
            i += 1;
        }
        let Some(&conv) = fmt.get(i) else {
            out.extend_from_slice(&fmt[start..]);
            break;
        };
        i += 1;
        // A `*` width or precision takes the next argument, an int; a negative precision is
        // as if none were given (and a negative width means `-`, as the C library reads it).
        let mut flags_width = Vec::new();
        for &c in &fmt[start..len_start] {
            if c != b'*' {
                flags_width.push(c);
                continue;
            }
            let n = next_arg(ArgSize::Four) as i32;
            if n < 0 && flags_width.last() == Some(&b'.') {
                flags_width.pop();
            } else {
                flags_width.extend_from_slice(n.to_string().as_bytes());
            }
        }
        let flags_width = &flags_width[..];
        let length = &fmt[len_start..i - 1];
        let size = match conv {
            b'd' | b'i' | b'u' | b'x' | b'X' | b'o' if !is_long(length) => ArgSize::Four,
            b'c' => ArgSize::Four,
            _ => ArgSize::Eight,
        };
        let arg = next_arg(size);
        let piece = match conv {
            b'd' | b'i' => c_format(
                flags_width,
                "lld",
                Arg::Int(narrow(arg, length, true) as i64),
            ),
            b'u' | b'x' | b'X' | b'o' => c_format(
                flags_width,
                &format!("ll{}", conv as char),
                Arg::Int(narrow(arg, length, false) as i64),
            ),
            b'c' => c_format(flags_width, "c", Arg::Int(arg as u8 as i64)),
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => c_format(
                flags_width,
                &(conv as char).to_string(),
                Arg::Float(f64::from_bits(arg)),
            ),
            b'p' => c_format(flags_width, "p", Arg::Ptr(arg)),
            b's' => {
                let s =
                    read_c_string(arg as *const u8, &read).unwrap_or_else(|| b"(null)".to_vec());
                c_format(flags_width, "s", Arg::Str(s))
            }
            _ => fmt[start..i].to_vec(),
        };
        out.extend_from_slice(&piece);
    }
    out
}

/// The arguments of a kernel's `printf`, one word each whatever the conversion reads.
pub fn words(args: &[u64]) -> impl FnMut(ArgSize) -> u64 + '_ {
    let mut next = args.iter().copied();
    move |_| next.next().unwrap_or(0)
}

/// Whether a length modifier makes an integer conversion read 8 bytes.
fn is_long(length: &[u8]) -> bool {
    length.iter().any(|c| b"lqjzt".contains(c))
}

/// The arguments of a `vprintf` buffer at `buffer` in device memory, read as the conversions
/// ask for them (`int`s sign-extended); those past readable memory (a null buffer, when there
/// are none) read as zero. The count of arguments read goes in `count`.
pub fn packed_arguments<'a>(
    buffer: *const u8,
    read: impl Fn(*const u8, usize) -> Option<Vec<u8>> + 'a,
    count: &'a mut u32,
) -> impl FnMut(ArgSize) -> u64 + 'a {
    let mut offset = 0usize;
    move |size| {
        let n = match size {
            ArgSize::Four => 4,
            ArgSize::Eight => 8,
        };
        offset = offset.next_multiple_of(n);
        let bytes = read(buffer.wrapping_add(offset), n).unwrap_or_default();
        offset += n;
        *count += 1;
        match *bytes.as_slice() {
            [a, b, c, d] => i32::from_le_bytes([a, b, c, d]) as i64 as u64,
            [a, b, c, d, e, f, g, h] => u64::from_le_bytes([a, b, c, d, e, f, g, h]),
            _ => 0,
        }
    }
}

/// The argument as its C type: `%d` reads an int unless a length modifier widens it.
fn narrow(arg: u64, length: &[u8], signed: bool) -> u64 {
    let long = is_long(length);
    let h = length.iter().filter(|&&c| c == b'h').count();
    match (long, h, signed) {
        (true, _, _) => arg,
        (false, 1, true) => arg as i16 as i64 as u64,
        (false, 1, false) => arg as u16 as u64,
        (false, 2, true) => arg as i8 as i64 as u64,
        (false, 2, false) => arg as u8 as u64,
        (false, _, true) => arg as i32 as i64 as u64,
        (false, _, false) => arg as u32 as u64,
    }
}

enum Arg {
    Int(i64),
    Float(f64),
    Ptr(u64),
    Str(Vec<u8>),
}

fn c_format(flags_width: &[u8], conv: &str, arg: Arg) -> Vec<u8> {
    let mut spec = flags_width.to_vec();
    spec.extend_from_slice(conv.as_bytes());
    let Ok(spec) = CString::new(spec) else {
        return Vec::new();
    };
    let mut buf = vec![0u8; 512];
    loop {
        // SAFETY: each call passes one argument of exactly the type the spec converts.
        let n = unsafe {
            let p = buf.as_mut_ptr().cast::<libc::c_char>();
            match &arg {
                Arg::Int(v) => libc::snprintf(p, buf.len(), spec.as_ptr(), *v as libc::c_longlong),
                Arg::Float(v) => libc::snprintf(p, buf.len(), spec.as_ptr(), *v),
                Arg::Ptr(v) => {
                    libc::snprintf(p, buf.len(), spec.as_ptr(), *v as *const libc::c_void)
                }
                Arg::Str(s) => {
                    let c = CString::new(s.clone()).unwrap_or_default();
                    libc::snprintf(p, buf.len(), spec.as_ptr(), c.as_ptr())
                }
            }
        };
        if n < 0 {
            return Vec::new();
        }
        if (n as usize) < buf.len() {
            buf.truncate(n as usize);
            return buf;
        }
        if buf.len() > 1 << 20 {
            return Vec::new();
        }
        buf.resize(n as usize + 1, 0);
    }
}

fn read_c_string(
    p: *const u8,
    read: &impl Fn(*const u8, usize) -> Option<Vec<u8>>,
) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    let mut at = p;
    // Read in small chunks so a string near the end of device memory is still found.
    loop {
        let chunk = read(at, 1)?;
        if chunk[0] == 0 {
            return Some(out);
        }
        out.push(chunk[0]);
        if out.len() > 1 << 16 {
            return Some(out);
        }
        at = at.wrapping_add(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_like_c() {
        let fmt = b"%d|%5.2f|%s|%x|%c|%lld|%%\0";
        let s = b"hi\0";
        let args = [
            (-3i64) as u64,
            1.25f64.to_bits(),
            s.as_ptr() as u64,
            255,
            b'z' as u64,
            1u64 << 40,
        ];
        let read =
            |p: *const u8, n: usize| Some(unsafe { std::slice::from_raw_parts(p, n) }.to_vec());
        assert_eq!(
            format(fmt.as_ptr(), words(&args), read),
            format!("-3| 1.25|hi|ff|z|{}|%", 1u64 << 40).into_bytes()
        );
        let fmt = b"[%*d] [%.*f] [%*.*f] %d\0";
        let args = [
            5,
            42,
            2,
            1.23456f64.to_bits(),
            (-6i64) as u64,
            (-1i64) as u64,
            0.5f64.to_bits(),
            7,
        ];
        assert_eq!(
            format(fmt.as_ptr(), words(&args), read),
            b"[   42] [1.23] [0.500000] 7"
        );
    }
}
