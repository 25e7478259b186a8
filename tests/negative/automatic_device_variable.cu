// A `__device__` variable in a function body is `static`.
__device__ void device_only() {
    __device__ int automatic;
    static __device__ int kept;
    __shared__ int tile[4];
    tile[0] = automatic + kept;
}

__global__ void kernel() { device_only(); }
