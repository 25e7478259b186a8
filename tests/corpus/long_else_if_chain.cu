// A kernel of thousands of blocks: a generated `else if` chain (as table-driven code
// generators write them) with values live across barriers after it. The CPU backend keeps
// such values in each thread's frame at a barrier, which needs their liveness over the whole
// function.
#include <cstdio>

#define LINK(i) else if (key == (i)) code = (i) * 7 + 3;
#define LINKS10(i) LINK(i##0) LINK(i##1) LINK(i##2) LINK(i##3) LINK(i##4) \
                   LINK(i##5) LINK(i##6) LINK(i##7) LINK(i##8) LINK(i##9)
#define LINKS100(i) LINKS10(i##0) LINKS10(i##1) LINKS10(i##2) LINKS10(i##3) LINKS10(i##4) \
                    LINKS10(i##5) LINKS10(i##6) LINKS10(i##7) LINKS10(i##8) LINKS10(i##9)

__global__ void lookup(const int* keys, int* out)
{
    __shared__ int codes[128];
    int t = threadIdx.x;
    int key = keys[blockIdx.x * blockDim.x + t];
    int code = -1;
    int before = key * 2;  // live across every barrier below
    if (key < 0) code = -2;
    LINKS100(1) LINKS100(2) LINKS100(3) LINKS100(4) LINKS100(5)
    LINKS100(6) LINKS100(7) LINKS100(8) LINKS100(9)
    codes[t] = code;
    __syncthreads();
    int neighbour = codes[(t + 1) % blockDim.x];
    __syncthreads();
    codes[t] = neighbour + before;
    __syncthreads();
    out[blockIdx.x * blockDim.x + t] = codes[blockDim.x - 1 - t] + code;
}

int main()
{
    const int n = 256;
    int keys[n], out[n];
    for (int i = 0; i < n; i++)
        keys[i] = i % 5 == 0 ? -i : 100 + i * 3;
    int *d_keys, *d_out;
    cudaMalloc(&d_keys, sizeof keys);
    cudaMalloc(&d_out, sizeof out);
    cudaMemcpy(d_keys, keys, sizeof keys, cudaMemcpyHostToDevice);
    lookup<<<2, 128>>>(d_keys, d_out);
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    long long sum = 0;
    for (int i = 0; i < n; i++)
        sum += out[i] * (long long)(i + 1);
    printf("out[0..4] = %d %d %d %d\n", out[0], out[1], out[2], out[3]);
    printf("out[250..254] = %d %d %d %d\n", out[250], out[251], out[252], out[253]);
    printf("weighted sum = %lld\n", sum);
    return 0;
}
