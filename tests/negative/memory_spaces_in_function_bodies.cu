// A `__device__` variable in a function body is `static`; neither it nor a `__shared__` one
// may be in a function that also runs on the host.
__device__ void device_only() {
    __device__ int automatic;
    static __device__ int kept;
    __shared__ int tile[4];
    tile[0] = automatic + kept;
}

__host__ __device__ void both() {
    __shared__ int tile[4];
    static __device__ int kept;
    tile[0] = kept;
}

__global__ void kernel() {
    device_only();
    both();
}
