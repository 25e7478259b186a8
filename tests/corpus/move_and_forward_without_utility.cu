// corpus: std::move and std::forward in device code with no include of <utility> (cuda_runtime.h's own)
#include <cstdio>

struct Counted {
    int value;
    int moves;
    __device__ Counted(int v) : value(v), moves(0) {}
    __device__ Counted(Counted&& other) : value(other.value), moves(other.moves + 1) { other.value = 0; }
};

template <class T>
__device__ int take(T&& t)
{
    Counted c(std::forward<T>(t));
    return c.value * 100 + c.moves;
}

__global__ void kernel(int* out)
{
    Counted a(7);
    Counted b = std::move(a);
    out[0] = b.value * 10 + b.moves;
    out[1] = a.value;
    out[2] = take(std::move(b));
    out[3] = b.value;
}

int main()
{
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
    cudaFree(out);
    return 0;
}
