// A kernel launched from device code needs relocatable device code (`-rdc=true`), with which
// the device runtime is linked; without it, each launch is reported.
__global__ void child(int* p) { p[threadIdx.x] = 1; }

__device__ void spawn(int* p) { child<<<1, 32>>>(p); }

__global__ void parent(int* p)
{
    if (threadIdx.x == 0) {
        child<<<1, 32>>>(p);
        spawn(p + 32);
    }
}
