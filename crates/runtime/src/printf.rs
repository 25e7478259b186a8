//! Device `printf` output: buffered as kernels finish, written out at synchronisation points.
//!
//! CUDA keeps device output in a buffer that the host drains when the program synchronises
//! (`cudaDeviceSynchronize`, `cudaStreamSynchronize`, `cudaEventSynchronize`, blocking copies),
//! so a host `printf` issued between a launch and the next synchronisation appears before the
//! kernel's output. Writing at the same points gives the same interleaving.
//!
//! The bytes go through C's `stdout` stream, the one the host program's own `printf` fills, so
//! both land in one buffer in program order whatever that stream's buffering mode is.

use std::io::Write;
use std::sync::Mutex;

#[derive(Default)]
pub struct PrintfBuffer {
    pending: Mutex<Vec<u8>>,
}

impl PrintfBuffer {
    /// Appends the output of one finished kernel.
    pub fn append(&self, bytes: &[u8]) {
        if bytes.is_empty() {
            return;
        }
        let mut p = self.pending.lock().unwrap_or_else(|e| e.into_inner());
        p.extend_from_slice(bytes);
    }

    /// Whether output is waiting.
    #[cfg(test)]
    pub fn is_empty(&self) -> bool {
        self.pending.lock().map(|p| p.is_empty()).unwrap_or(true)
    }

    /// Takes the pending output without writing it (tests read it this way).
    #[cfg(test)]
    pub fn take(&self) -> Vec<u8> {
        std::mem::take(&mut *self.pending.lock().unwrap_or_else(|e| e.into_inner()))
    }

    /// Writes the pending output to the process's standard output and flushes it.
    pub fn flush_to_stdout(&self) {
        // The lock is held while writing so that two threads flushing at once keep the
        // device's order.
        let mut p = self.pending.lock().unwrap_or_else(|e| e.into_inner());
        if p.is_empty() {
            return;
        }
        write_stdout(&p);
        p.clear();
    }
}

extern "C" {
    /// glibc's (and musl's) `stdout` stream object.
    static mut stdout: *mut libc::FILE;
}

fn write_stdout(bytes: &[u8]) {
    // A Rust host program prints through std's own buffer; drain it first so that its earlier
    // output stays earlier.
    let _ = std::io::stdout().flush();
    // SAFETY: `stdout` is initialised by the C library before any user code runs, and stdio
    // functions lock the stream themselves. `bytes` is a valid slice.
    unsafe {
        let out = stdout;
        if out.is_null() {
            let _ = std::io::stdout().write_all(bytes);
            let _ = std::io::stdout().flush();
            return;
        }
        libc::fwrite(bytes.as_ptr().cast(), 1, bytes.len(), out);
        libc::fflush(out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buffers_in_order() {
        let b = PrintfBuffer::default();
        assert!(b.is_empty());
        b.append(b"one\n");
        b.append(b"");
        b.append(b"two\n");
        assert_eq!(b.take(), b"one\ntwo\n");
        assert!(b.is_empty());
    }
}
