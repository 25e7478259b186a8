int host_only(int x) { return x * 3; }

// nvcc warns (#20011-D) and builds; the call traps where device code reaches it.
__host__ __device__ int twice_or_host(int x, bool on_host)
{
    if (on_host)
        return host_only(x);
    return 2 * x + (on_host ? (int)__builtin_bswap32(x) : 0);
}

__global__ void k(int *out) { out[0] = twice_or_host(5, false); }
