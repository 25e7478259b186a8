__global__ void k(int* p)
{
    int a[1LL << 62];
    a[p[0]] = 1;
    p[1] = a[p[2]];
}
