use super::{read, runtime, write};
use crate::abi::{CudaError, MemoryType};
use crate::copy::*;
use crate::Pitched;

#[test]
fn malloc_and_free() {
    let rt = runtime();
    let p = rt.malloc(1000).unwrap();
    assert_ne!(p, 0);
    assert_eq!(p % 256, 0);
    assert_eq!(rt.malloc(0), Ok(0));
    assert_eq!(rt.free(0), Ok(()));
    assert_eq!(rt.free(p + 8), Err(CudaError::InvalidValue));
    assert_eq!(rt.free(p), Ok(()));
    assert_eq!(rt.free(p), Err(CudaError::InvalidValue));
    // The failure is the thread's last error until read.
    assert_eq!(rt.get_last_error(), CudaError::InvalidValue);
    assert_eq!(rt.get_last_error(), CudaError::Success);
    assert_eq!(rt.malloc(1 << 40), Err(CudaError::MemoryAllocation));
}

#[test]
fn mem_get_info_tracks_allocations() {
    let rt = runtime();
    let (free0, total) = rt.mem_get_info().unwrap();
    assert!(free0 <= total && total > 0);
    let p = rt.malloc(1 << 20).unwrap();
    let (free1, _) = rt.mem_get_info().unwrap();
    assert!(free1 <= free0 - (1 << 20));
    rt.free(p).unwrap();
    assert_eq!(rt.mem_get_info().unwrap().0, free0);
}

#[test]
fn copies_round_trip_and_validate() {
    let rt = runtime();
    let a = rt.malloc(64).unwrap();
    let b = rt.malloc(64).unwrap();
    let data: Vec<u8> = (0..64).collect();
    write(&rt, a, &data);
    unsafe { rt.memcpy(b, a, 64, MEMCPY_DEVICE_TO_DEVICE) }.unwrap();
    assert_eq!(read(&rt, b, 64), data);
    // cudaMemcpyDefault infers the direction from the pointers.
    let mut back = [0u8; 16];
    unsafe { rt.memcpy(back.as_mut_ptr() as u64, b + 16, 16, MEMCPY_DEFAULT) }.unwrap();
    assert_eq!(back.to_vec(), (16..32).collect::<Vec<u8>>());
    let h = back.as_mut_ptr() as u64;
    unsafe {
        assert_eq!(
            rt.memcpy(b, h, 4, 7),
            Err(CudaError::InvalidMemcpyDirection)
        );
        assert_eq!(
            rt.memcpy(b, h, 4, -1),
            Err(CudaError::InvalidMemcpyDirection)
        );
        assert_eq!(
            rt.memcpy(0, h, 4, MEMCPY_HOST_TO_DEVICE),
            Err(CudaError::InvalidValue)
        );
        assert_eq!(
            rt.memcpy(b, 0, 4, MEMCPY_HOST_TO_DEVICE),
            Err(CudaError::InvalidValue)
        );
        // Past the end of the allocation, and a host pointer where device memory belongs.
        assert_eq!(
            rt.memcpy(b + 60, h, 8, MEMCPY_HOST_TO_DEVICE),
            Err(CudaError::InvalidValue)
        );
        assert_eq!(
            rt.memcpy(h, h, 4, MEMCPY_DEVICE_TO_HOST),
            Err(CudaError::InvalidValue)
        );
        assert_eq!(rt.memcpy(b, h, 0, MEMCPY_HOST_TO_DEVICE), Ok(()));
    }
}

#[test]
fn memset_fills_low_byte() {
    let rt = runtime();
    let p = rt.malloc(100).unwrap();
    rt.memset(p, 0x1ab, 100, None).unwrap();
    assert_eq!(read(&rt, p, 100), vec![0xab; 100]);
    rt.memset(p + 10, 0, 5, None).unwrap();
    let v = read(&rt, p, 20);
    assert_eq!(&v[9..16], &[0xab, 0, 0, 0, 0, 0, 0xab]);
    assert_eq!(rt.memset(p + 90, 0, 20, None), Err(CudaError::InvalidValue));
    let mut host = [0u8; 4];
    assert_eq!(
        rt.memset(host.as_mut_ptr() as u64, 0, 4, None),
        Err(CudaError::InvalidValue)
    );
}

#[test]
fn pitched_memory_and_2d_copies() {
    let rt = runtime();
    let (d, pitch) = rt.malloc_pitch(100 * 4, 37).unwrap();
    assert_eq!(pitch, 512);
    assert_eq!(rt.malloc_pitch(513, 2).unwrap().1, 1024);
    // A 5 x 3 host image into the pitched allocation, then a 2 x 2 window back out.
    let img: Vec<u8> = (0..15).collect();
    unsafe {
        rt.memcpy_2d(
            d,
            pitch,
            img.as_ptr() as u64,
            5,
            5,
            3,
            MEMCPY_HOST_TO_DEVICE,
            None,
        )
    }
    .unwrap();
    let mut win = [0u8; 4];
    unsafe {
        rt.memcpy_2d(
            win.as_mut_ptr() as u64,
            2,
            d + pitch as u64 + 1,
            pitch,
            2,
            2,
            MEMCPY_DEVICE_TO_HOST,
            None,
        )
    }
    .unwrap();
    assert_eq!(win, [6, 7, 11, 12]);
    // Rows wider than the pitch are a pitch error.
    let r = unsafe {
        rt.memcpy_2d(
            d,
            4,
            img.as_ptr() as u64,
            5,
            5,
            3,
            MEMCPY_HOST_TO_DEVICE,
            None,
        )
    };
    assert_eq!(r, Err(CudaError::InvalidPitchValue));
    rt.memset_2d(d, pitch, 9, 3, 2, None).unwrap();
    let row1 = read(&rt, d + pitch as u64, 5);
    assert_eq!(row1, vec![9, 9, 9, 8, 9]);
    // A 3D copy of 2 slices of 2 rows of 3 bytes between two pitched layouts.
    let src: Vec<u8> = (0..32).collect();
    let e = Extent {
        width: 3,
        height: 2,
        depth: 2,
    };
    let s = Pitched {
        ptr: src.as_ptr() as u64,
        pitch: 4,
        slice: 16,
    };
    let t = Pitched {
        ptr: d,
        pitch,
        slice: pitch * 2,
    };
    unsafe { rt.memcpy_3d(t, s, e, MEMCPY_HOST_TO_DEVICE, None) }.unwrap();
    let mut out = [0u8; 12];
    let o = Pitched::packed(out.as_mut_ptr() as u64, &e);
    unsafe { rt.memcpy_3d(o, t, e, MEMCPY_DEVICE_TO_HOST, None) }.unwrap();
    assert_eq!(out, [0, 1, 2, 4, 5, 6, 16, 17, 18, 20, 21, 22]);
}

#[test]
fn pinned_managed_and_registered_memory() {
    let rt = runtime();
    let h = rt.host_alloc(4096, 0).unwrap();
    let m = rt.malloc_managed(256, 1).unwrap();
    let d = rt.malloc(256).unwrap();
    let a = rt.pointer_attributes(h + 10).unwrap();
    assert_eq!((a.type_, a.host_pointer as u64), (MemoryType::HOST, h + 10));
    assert_eq!(rt.pointer_attributes(m).unwrap().type_, MemoryType::MANAGED);
    let da = rt.pointer_attributes(d).unwrap();
    assert_eq!(
        (da.type_, da.device, da.host_pointer as u64),
        (MemoryType::DEVICE, 0, 0)
    );
    let stack = [0u8; 64];
    let sa = rt.pointer_attributes(stack.as_ptr() as u64).unwrap();
    assert_eq!((sa.type_, sa.device), (MemoryType::UNREGISTERED, -2));
    assert_eq!(rt.host_get_device_pointer(h, 0), Ok(h));
    assert_eq!(
        rt.host_get_device_pointer(d, 0),
        Err(CudaError::InvalidValue)
    );
    // Nothing, successfully; cudaMalloc memory cannot be prefetched (both measured).
    assert_eq!(rt.malloc_managed(0, 1), Ok(0));
    assert_eq!(
        rt.mem_prefetch(d, 256, 1, 0, 0),
        Err(CudaError::InvalidValue)
    );
    assert_eq!(rt.mem_prefetch(m, 256, 1, 0, 0), Ok(()));
    assert_eq!(rt.malloc_pitch(16, 0), Ok((0, 0)));
    assert_eq!(rt.malloc_managed(8, 3), Err(CudaError::InvalidValue));
    // Managed and pinned memory are ordinary host memory for the host.
    unsafe { *(m as *mut u32) = 7 };
    assert_eq!(read(&rt, m, 4), 7u32.to_ne_bytes());
    assert_eq!(rt.free_host(d), Err(CudaError::InvalidValue));
    assert_eq!(rt.free(h), Err(CudaError::InvalidValue));
    rt.free_host(h).unwrap();
    rt.free(m).unwrap();

    let buf = vec![0u8; 4096];
    let b = buf.as_ptr() as u64;
    rt.host_register(b, 4096, 0).unwrap();
    assert_eq!(
        rt.host_register(b + 100, 10, 0),
        Err(CudaError::HostMemoryAlreadyRegistered)
    );
    // Unregistering from inside the range is an invalid value (measured).
    assert_eq!(rt.host_unregister(b + 64), Err(CudaError::InvalidValue));
    assert_eq!(
        rt.pointer_attributes(b + 5).unwrap().type_,
        MemoryType::HOST
    );
    assert_eq!(rt.host_get_device_pointer(b, 0), Ok(b));
    rt.host_unregister(b).unwrap();
    assert_eq!(
        rt.host_unregister(b),
        Err(CudaError::HostMemoryNotRegistered)
    );
}

#[test]
fn async_copy_from_pageable_memory_is_staged() {
    let rt = runtime();
    let d = rt.malloc(8).unwrap();
    let s = rt.stream_create(0, 0).unwrap();
    let release = std::sync::Arc::new(std::sync::Barrier::new(2));
    let r = release.clone();
    // Hold the stream so the copy cannot run before the buffer changes.
    rt.launch_host_func(
        s,
        Box::new(move || {
            r.wait();
        }),
    )
    .unwrap();
    let mut host = [1u8; 8];
    unsafe { rt.memcpy_async(d, host.as_ptr() as u64, 8, MEMCPY_HOST_TO_DEVICE, s) }.unwrap();
    host.fill(2);
    release.wait();
    rt.stream_synchronize(s).unwrap();
    assert_eq!(read(&rt, d, 8), vec![1; 8]);
    assert_eq!(host, [2; 8]);
}
