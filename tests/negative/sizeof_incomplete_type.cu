struct Node;

__global__ void k(unsigned long *out)
{
    out[0] = sizeof(Node);
}
