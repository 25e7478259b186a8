#define THREADS 256

__global__ void fill(int *p, int value, int n = THREADS);

__global__ void fill(int *p, int value, int n)
{
    if (threadIdx.x < n)
        p[threadIdx.x] = value;
}

int main()
{
    int *d = nullptr;
    fill<<<1, THREADS>>>(d, 7, THREADS, THREADS);
    return 0;
}
