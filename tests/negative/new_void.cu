__global__ void k()
{
    int *p = (int *)new void;
}
