// C++17 selection statements: `if` and `switch` with an init-statement, a declaration as a
// switch's condition, the init's object living to the end of the whole statement (else
// branches included), and an `else if` chain of 256 links made by macros.
#include <cstdio>

struct Probe {
    int id;
    __device__ explicit Probe(int i) : id(i) { printf("  make %d\n", id); }
    __device__ ~Probe() { printf("  drop %d\n", id); }
    __device__ int value() const { return id * 10; }
};

__device__ int next_key(int x) { return (x * 7 + 3) % 5; }

#define LINK(i) else if (x == (i)) r = (i) * 3;
#define LINK4(i) LINK(i) LINK(i + 1) LINK(i + 2) LINK(i + 3)
#define LINK16(i) LINK4(i) LINK4(i + 4) LINK4(i + 8) LINK4(i + 12)
#define LINK64(i) LINK16(i) LINK16(i + 16) LINK16(i + 32) LINK16(i + 48)
#define LINK256(i) LINK64(i) LINK64(i + 64) LINK64(i + 128) LINK64(i + 192)

__device__ int long_chain(int x)
{
    int r;
    if (x < 0)
        r = -1;
    LINK256(0)
    else r = 999;
    return r;
}

__global__ void selections(const int *in, int n)
{
    for (int i = 0; i < n; ++i) {
        int x = in[i];
        printf("x = %d\n", x);
        if (Probe p(x); p.value() > 20) {
            printf("  big %d\n", p.value());
        } else if (int half = x / 2; half == 1) {
            printf("  half is one, probe %d\n", p.id);
        } else {
            printf("  small %d, half %d\n", p.id, half);
        }
        switch (int k = next_key(x); k) {
        case 0:
            printf("  key zero\n");
            break;
        case 3:
            printf("  key three (%d)\n", k + x);
            break;
        default:
            printf("  key %d\n", k);
        }
        switch (int m = x % 3) {
        case 1:
            printf("  remainder one\n");
            break;
        default:
            printf("  remainder %d\n", m);
        }
        printf("  chain %d\n", long_chain(x * 50));
    }
}

int main()
{
    int host[] = {1, 2, 3, 5};
    int *d;
    cudaMalloc(&d, sizeof host);
    cudaMemcpy(d, host, sizeof host, cudaMemcpyHostToDevice);
    selections<<<1, 1>>>(d, 4);
    cudaDeviceSynchronize();
    cudaFree(d);
    return 0;
}
