// corpus: what a device-code lambda's body sees: shared memory and static variables (used,
// not captured), local types, the enclosing template's parameters, constants, `*this`,
// references captured by reference, and barriers inside a lambda passed to a function
#include <cstdio>

template <typename F>
__device__ void eachStride(int n, F f) {
    for (int i = threadIdx.x; i < n; i += blockDim.x) f(i);
}

template <typename T, int Scale>
__device__ T scaledSum(const T *v, int n) {
    struct Acc { T s; int count; };
    Acc acc{T(0), 0};
    const int bias = 2;
    auto add = [&](int i) { acc.s += Scale * v[i] + bias; ++acc.count; };
    for (int i = 0; i < n; ++i) add(i);
    return acc.s + T(acc.count);
}

struct Grid {
    int cols;
    int offset;
    __device__ int index(int r, int c) const {
        auto at = [*this](int rr, int cc) { return rr * cols + cc + offset; };
        auto viaThis = [=](int rr) { return at(rr, c) - offset; };
        return at(r, c) * 1000 + viaThis(r);
    }
};

template <typename F>
__device__ int twice(F &&f) { f(); return f(); }

__global__ void kernel(const int *in, int *out, float *fout) {
    __shared__ int tile[64];
    static __device__ int calls;
    int t = threadIdx.x;

    // a lambda writes shared memory and synchronizes inside the function it is passed to
    eachStride(64, [&](int i) { tile[i] = in[i] * 2; });
    __syncthreads();
    auto neighbour = [](int i) { return tile[(i + 1) % 64]; };
    out[t] = neighbour(t) + tile[t];

    // templates, local types, constants
    if (t == 0) {
        out[64] = scaledSum<int, 3>(in, 10);
        fout[0] = scaledSum<float, 2>(fout + 1, 4);
        Grid g{7, 5};
        out[65] = g.index(3, 4);
        atomicAdd(&calls, 1);
    }

    // a reference captured by reference reaches the referred object
    int value = t;
    int &ref = value;
    int counted = twice([&ref] { return ref += 10; });
    __syncthreads();
    out[66 + t] = counted + value + (t == 0 ? calls : 0);
}

int main() {
    int h_in[64];
    for (int i = 0; i < 64; ++i) h_in[i] = (i * 37) % 23;
    float h_f[8] = {0, 1.5f, 2.5f, 3.5f, 4.5f, 0, 0, 0};
    int *d_in, *d_out;
    float *d_f;
    cudaMalloc(&d_in, sizeof(h_in));
    cudaMalloc(&d_out, 130 * sizeof(int));
    cudaMalloc(&d_f, sizeof(h_f));
    cudaMemcpy(d_in, h_in, sizeof(h_in), cudaMemcpyHostToDevice);
    cudaMemcpy(d_f, h_f, sizeof(h_f), cudaMemcpyHostToDevice);
    kernel<<<1, 64>>>(d_in, d_out, d_f);
    int h_out[130];
    cudaMemcpy(h_out, d_out, sizeof(h_out), cudaMemcpyDeviceToHost);
    cudaMemcpy(h_f, d_f, sizeof(h_f), cudaMemcpyDeviceToHost);
    long long sum = 0;
    for (int i = 0; i < 64; ++i) sum += h_out[i] * (i + 1);
    printf("shared: %d %d %d ... weighted sum %lld\n", h_out[0], h_out[1], h_out[63], sum);
    printf("scaledSum<int,3> = %d, scaledSum<float,2> = %.2f\n", h_out[64], h_f[0]);
    printf("grid index = %d\n", h_out[65]);
    printf("twice: %d %d %d %d\n", h_out[66], h_out[67], h_out[68], h_out[129]);
    cudaFree(d_in);
    cudaFree(d_out);
    cudaFree(d_f);
    return 0;
}
