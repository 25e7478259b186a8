// A goto or a case label may not jump into a scope past a declaration that initializes.
struct Resource {
    int v;
    __device__ Resource(int x) : v(x) {}
    __device__ ~Resource() {}
};

__global__ void forward(int *p)
{
    if (*p)
        goto done;
    int x = 1;
    Resource r(2);
    int uninitialized;
done:
    p[0] = 3;
}

__global__ void backward(int *p)
{
    {
        int z = 4;
    again:
        p[1] = z;
    }
    if (p[1] < 10)
        goto again;
}

__global__ void cases(int *p)
{
    switch (*p) {
    case 0:
        int w = 1;
        p[0] = w;
    case 1:
        p[0] = 2;
        break;
    }
}
